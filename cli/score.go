package cli

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"slices"
	"strconv"

	"jantaku/engine"
	"jantaku/tile"
)

// maxLine bounds one input line of `jantaku score`.
const maxLine = 1 << 20

func runScore(env Env, args []string) int {
	fs := flag.NewFlagSet("score", flag.ContinueOnError)
	fs.SetOutput(env.Stderr)
	fs.Usage = func() { fmt.Fprint(env.Stderr, scoreHelp) }
	if err := fs.Parse(args); err != nil {
		return flagExit(err)
	}
	if err := Score(env, env.Stdin, env.Stdout); err != nil {
		fmt.Fprintln(env.Stderr, "jantaku score:", err)
		return 1
	}
	return 0
}

// Score answers each JSON line of in with one JSON line on out, in order. A
// bad line gets {"ok": false, "error": ...}; the lines after it still get
// answers. Only a failure to read or write is returned.
func Score(env Env, in io.Reader, out io.Writer) error {
	r := bufio.NewReaderSize(in, 64<<10)
	w := bufio.NewWriter(out)
	defer w.Flush()
	for {
		line, err := readLine(r)
		if len(bytes.TrimSpace(line)) > 0 {
			if _, werr := w.Write(append(answerLine(env, line), '\n')); werr != nil {
				return werr
			}
		}
		if err == io.EOF {
			return w.Flush()
		}
		if err != nil && !errors.Is(err, errLongLine) {
			return err
		}
		if errors.Is(err, errLongLine) {
			w.Write([]byte(`{"id":null,"ok":false,"error":"line longer than 1 MiB"}` + "\n"))
		}
	}
}

var errLongLine = errors.New("line too long")

// readLine reads one line, discarding the rest of a line over maxLine.
func readLine(r *bufio.Reader) ([]byte, error) {
	var line []byte
	for {
		chunk, err := r.ReadSlice('\n')
		line = append(line, chunk...)
		if len(line) > maxLine {
			for errors.Is(err, bufio.ErrBufferFull) {
				_, err = r.ReadSlice('\n')
			}
			if err == nil || err == io.EOF {
				return nil, errLongLine
			}
			return nil, err
		}
		if !errors.Is(err, bufio.ErrBufferFull) {
			return line, err
		}
	}
}

// answerLine values one query line and encodes the answer.
func answerLine(env Env, line []byte) []byte {
	var id json.RawMessage = []byte("null")
	ans, err := func() (map[string]any, error) {
		var fields map[string]json.RawMessage
		if err := json.Unmarshal(line, &fields); err != nil {
			return nil, fmt.Errorf("not a JSON object: %v", err)
		}
		if raw, ok := fields["id"]; ok {
			id = raw
		}
		return scoreFields(env, line, fields)
	}()
	if err != nil {
		ans = map[string]any{"ok": false, "error": err.Error()}
	}
	ans["id"] = id
	b, err := json.Marshal(ans)
	if err != nil {
		b, _ = json.Marshal(map[string]any{"id": id, "ok": false, "error": err.Error()})
	}
	return b
}

// extraFields are the query fields that only some variants read; they pass
// through to the variant undecoded.
var extraFields = []string{"payer_yaku", "settle", "pao", "kita", "one_suit"}

type meldIn struct {
	Kind  string `json:"kind"`
	Tiles string `json:"tiles"`
}

// tileList reads tiles written as one string ("1m2p") or a list of strings.
type tileList []string

func (l *tileList) UnmarshalJSON(b []byte) error {
	var s string
	if err := json.Unmarshal(b, &s); err == nil {
		*l = tileList{s}
		return nil
	}
	var ss []string
	if err := json.Unmarshal(b, &ss); err != nil {
		return errors.New("want a tile string or a list of tile strings")
	}
	*l = ss
	return nil
}

type queryIn struct {
	Variant   string          `json:"variant"`
	Hand      string          `json:"hand"`
	Melds     []meldIn        `json:"melds"`
	Win       string          `json:"win"`
	Tsumo     bool            `json:"tsumo"`
	Dealer    *bool           `json:"dealer"` // nil: the seat wind says (East deals)
	SeatWind  string          `json:"seat_wind"`
	RoundWind string          `json:"round_wind"`
	Dora      tileList        `json:"dora_indicators"`
	Ura       tileList        `json:"ura_indicators"`
	Flags     []string        `json:"flags"`
	Flowers   tileList        `json:"flowers"`
	Players   int             `json:"players"`
	Options   map[string]any  `json:"options"`
	Honba     int             `json:"honba"`
	Sticks    int             `json:"sticks"`
	ID        json.RawMessage `json:"id"`
}

func scoreFields(env Env, line []byte, fields map[string]json.RawMessage) (map[string]any, error) {
	extra := map[string]json.RawMessage{}
	known := map[string]bool{}
	for _, k := range []string{"variant", "hand", "melds", "win", "tsumo", "dealer", "seat_wind", "round_wind",
		"dora_indicators", "ura_indicators", "flags", "flowers", "players", "options", "honba", "sticks", "id"} {
		known[k] = true
	}
	for k, v := range fields {
		switch {
		case known[k]:
		case slices.Contains(extraFields, k):
			extra[k] = v
		default:
			return nil, fmt.Errorf("unknown field %q", k)
		}
	}
	var in queryIn
	if err := json.Unmarshal(line, &in); err != nil {
		return nil, fmt.Errorf("bad field: %v", err)
	}
	q, scorer, err := parseQuery(env, &in)
	if err != nil {
		return nil, err
	}
	q.Extra = extra
	ans, err := scorer.Score(q)
	if err != nil {
		return nil, err
	}
	out := map[string]any{"ok": true, "win": ans.Win, "points": ans.Points, "yaku": ans.Yaku}
	if ans.Yaku == nil {
		out["yaku"] = []engine.YakuValue{}
	}
	if ans.Reason != "" {
		out["reason"] = ans.Reason
	}
	if ans.Payments != nil {
		out["payments"] = ans.Payments
	}
	for k, v := range ans.Extra {
		out[k] = v
	}
	return out, nil
}

func parseQuery(env Env, in *queryIn) (engine.ScoreQuery, engine.Scorer, error) {
	var q engine.ScoreQuery
	if in.Variant == "" {
		return q, nil, errors.New("missing field \"variant\"")
	}
	v, err := env.Variants.Get(in.Variant)
	if err != nil {
		return q, nil, err
	}
	scorer, ok := v.(engine.Scorer)
	if !ok {
		return q, nil, fmt.Errorf("variant %s does not score hands", in.Variant)
	}
	lo, hi := v.Players()
	q.Players = in.Players
	if q.Players == 0 {
		q.Players = hi
	}
	if q.Players < lo || q.Players > hi {
		return q, nil, fmt.Errorf("%s is for %d to %d players, not %d", in.Variant, lo, hi, q.Players)
	}
	given := engine.Options{}
	for k, val := range in.Options {
		switch x := val.(type) {
		case string:
			given[k] = x
		case bool:
			given[k] = strconv.FormatBool(x)
		case float64:
			given[k] = strconv.FormatFloat(x, 'f', -1, 64)
		default:
			return q, nil, fmt.Errorf("option %s: want a string, number or boolean", k)
		}
	}
	if q.Options, err = engine.ResolveOptions(v.Options(), given); err != nil {
		return q, nil, err
	}
	set := v.Tiles(q.Options)
	parse := func(field, s string) ([]tile.Tile, error) {
		ts, err := set.Parse(s)
		if err != nil {
			return nil, fmt.Errorf("%s: %v", field, err)
		}
		return ts, nil
	}
	parseList := func(field string, l tileList) ([]tile.Tile, error) {
		var out []tile.Tile
		for _, s := range l {
			ts, err := parse(field, s)
			if err != nil {
				return nil, err
			}
			out = append(out, ts...)
		}
		return out, nil
	}
	if q.Hand, err = parse("hand", in.Hand); err != nil {
		return q, nil, err
	}
	if in.Win != "" {
		w, err := parse("win", in.Win)
		if err != nil {
			return q, nil, err
		}
		if len(w) != 1 {
			return q, nil, fmt.Errorf("win: %q is %d tiles, want one", in.Win, len(w))
		}
		q.Win = w[0]
		if !slices.Contains(q.Hand, q.Win) {
			return q, nil, fmt.Errorf("win: %s is not in the hand (the hand includes the winning tile)", in.Win)
		}
	}
	all := slices.Clone(q.Hand)
	for i, m := range in.Melds {
		kind := engine.MeldKind(m.Kind)
		if !slices.Contains([]engine.MeldKind{engine.MeldChi, engine.MeldPon, engine.MeldKai, engine.MeldAnkan, engine.MeldMinkan, engine.MeldKakan}, kind) {
			return q, nil, fmt.Errorf("melds[%d]: kind %q is not chi, pon, kai, ankan, minkan or kakan", i, m.Kind)
		}
		ts, err := parse(fmt.Sprintf("melds[%d]", i), m.Tiles)
		if err != nil {
			return q, nil, err
		}
		q.Melds = append(q.Melds, engine.Meld{Kind: kind, Tiles: ts, Called: -1})
		all = append(all, ts...)
	}
	if q.Dora, err = parseList("dora_indicators", in.Dora); err != nil {
		return q, nil, err
	}
	if q.Ura, err = parseList("ura_indicators", in.Ura); err != nil {
		return q, nil, err
	}
	if q.Flowers, err = parseList("flowers", in.Flowers); err != nil {
		return q, nil, err
	}
	if err := set.Check(append(append(all, q.Flowers...), append(q.Dora, q.Ura...)...)); err != nil {
		return q, nil, fmt.Errorf("the hand, melds, flowers and indicators together: %v", err)
	}
	if q.SeatWind, err = wind("seat_wind", in.SeatWind); err != nil {
		return q, nil, err
	}
	if q.RoundWind, err = wind("round_wind", in.RoundWind); err != nil {
		return q, nil, err
	}
	q.Flags = map[engine.Flag]bool{}
	for _, f := range in.Flags {
		if !slices.Contains(engine.KnownFlags(), engine.Flag(f)) {
			return q, nil, fmt.Errorf("flags: unknown flag %q (known: %v)", f, engine.KnownFlags())
		}
		q.Flags[engine.Flag(f)] = true
	}
	q.Tsumo, q.Honba, q.Sticks = in.Tsumo, in.Honba, in.Sticks
	// Either of seat wind and dealer, or neither, may be given: the other
	// agrees with it (East deals; a non-dealer sits South).
	q.Dealer = q.SeatWind == tile.East
	if in.Dealer != nil {
		q.Dealer = *in.Dealer
		if in.SeatWind == "" && !q.Dealer {
			q.SeatWind = tile.South
		}
	}
	if q.Honba < 0 || q.Sticks < 0 {
		return q, nil, errors.New("honba and sticks cannot be negative")
	}
	return q, scorer, nil
}

// wind reads E, S, W or N; empty means East.
func wind(field, s string) (tile.Kind, error) {
	switch s {
	case "", "E":
		return tile.East, nil
	case "S":
		return tile.South, nil
	case "W":
		return tile.West, nil
	case "N":
		return tile.North, nil
	}
	return 0, fmt.Errorf("%s: %q is not E, S, W or N", field, s)
}
