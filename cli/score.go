package cli

import (
	"bufio"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"maps"
	"runtime"
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
	if stray(env, fs, "; it reads the queries from standard input: jantaku score < FILE") {
		return 2
	}
	if err := Score(env, env.Stdin, env.Stdout); err != nil {
		fmt.Fprintln(env.Stderr, "jantaku score:", err)
		return 1
	}
	return 0
}

// Score answers each JSON line of in with one JSON line on out, in order. A
// bad line gets {"ok": false, "error": ...}; the lines after it still get
// answers. Only a failure to read or write is returned. Lines are read
// in batches, answered on every core, and written in order.
func Score(env Env, in io.Reader, out io.Writer) error {
	return scorePipeline(env, in, out, runtime.GOMAXPROCS(0))
}

var errLongLine = errors.New("line too long")

// readLine reads one line, discarding the rest of a line over maxLine. The
// line is valid until the next read.
func readLine(r *bufio.Reader) ([]byte, error) {
	chunk, err := r.ReadSlice('\n')
	if !errors.Is(err, bufio.ErrBufferFull) {
		return chunk, err
	}
	line := append([]byte(nil), chunk...)
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
	for _, k := range slices.Sorted(maps.Keys(fields)) { // the first unknown one by name, the same each time
		switch {
		case known[k]:
		case slices.Contains(extraFields, k):
			extra[k] = fields[k]
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
	v, scorer, err := queryVariant(env, in)
	if err != nil {
		return q, nil, err
	}
	if q.Players, err = queryPlayers(v, in); err != nil {
		return q, nil, err
	}
	if q.Options, err = queryOptions(v, in.Options); err != nil {
		return q, nil, err
	}
	return q, scorer, fillQuery(&q, v.Tiles(q.Options), in, nil)
}

// queryVariant finds the query's variant and its scorer.
func queryVariant(env Env, in *queryIn) (engine.Variant, engine.Scorer, error) {
	if in.Variant == "" {
		return nil, nil, errors.New("missing field \"variant\"")
	}
	v, err := env.Variants.Get(in.Variant)
	if err != nil {
		return nil, nil, err
	}
	scorer, ok := v.(engine.Scorer)
	if !ok {
		return nil, nil, fmt.Errorf("variant %s does not score hands", in.Variant)
	}
	return v, scorer, nil
}

// queryPlayers checks the number of players (default: the most).
func queryPlayers(v engine.Variant, in *queryIn) (int, error) {
	lo, hi := v.Players()
	players := in.Players
	if players == 0 {
		players = hi
	}
	if players < lo || players > hi {
		return 0, fmt.Errorf("%s is for %d to %d players, not %d", in.Variant, lo, hi, players)
	}
	return players, nil
}

// queryOptions resolves the query's options.
func queryOptions(v engine.Variant, options map[string]any) (engine.Options, error) {
	given := engine.Options{}
	for _, k := range slices.Sorted(maps.Keys(options)) { // the first bad one by name, the same each time
		switch x := options[k].(type) {
		case string:
			given[k] = x
		case bool:
			given[k] = strconv.FormatBool(x)
		case float64:
			given[k] = strconv.FormatFloat(x, 'f', -1, 64)
		default:
			return nil, fmt.Errorf("option %s: want a string, number or boolean", k)
		}
	}
	return engine.ResolveOptions(v.Options(), given)
}

// queryScratch is room fillQuery may reuse from one query to the next:
// the query is scored before the next is read.
type queryScratch struct {
	all   []tile.Tile
	flags map[engine.Flag]bool
}

// fillQuery reads the tiles, winds, flags and counters of a query whose
// variant and options are known, its tiles those of set; sc, if not nil,
// lends it room.
func fillQuery(q *engine.ScoreQuery, set *tile.Set, in *queryIn, sc *queryScratch) error {
	if sc == nil {
		sc = &queryScratch{}
	}
	var err error
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
		return err
	}
	if in.Win != "" {
		w, err := parse("win", in.Win)
		if err != nil {
			return err
		}
		if len(w) != 1 {
			return fmt.Errorf("win: %q is %d tiles, want one", in.Win, len(w))
		}
		q.Win = w[0]
		if !slices.Contains(q.Hand, q.Win) {
			return fmt.Errorf("win: %s is not in the hand (the hand includes the winning tile)", in.Win)
		}
	}
	all := append(sc.all[:0], q.Hand...)
	defer func() { sc.all = all[:0] }()
	for i, m := range in.Melds {
		kind := engine.MeldKind(m.Kind)
		if !slices.Contains(meldKinds, kind) {
			return fmt.Errorf("melds[%d]: kind %q is not chi, pon, kai, ankan, minkan or kakan", i, m.Kind)
		}
		ts, err := parse(fmt.Sprintf("melds[%d]", i), m.Tiles)
		if err != nil {
			return err
		}
		q.Melds = append(q.Melds, engine.Meld{Kind: kind, Tiles: ts, Called: -1})
		all = append(all, ts...)
	}
	if q.Dora, err = parseList("dora_indicators", in.Dora); err != nil {
		return err
	}
	if q.Ura, err = parseList("ura_indicators", in.Ura); err != nil {
		return err
	}
	if q.Flowers, err = parseList("flowers", in.Flowers); err != nil {
		return err
	}
	all = append(append(append(all, q.Flowers...), q.Dora...), q.Ura...)
	if err := set.Check(all); err != nil {
		return fmt.Errorf("the hand, melds, flowers and indicators together: %v", err)
	}
	if q.SeatWind, err = wind("seat_wind", in.SeatWind); err != nil {
		return err
	}
	if q.RoundWind, err = wind("round_wind", in.RoundWind); err != nil {
		return err
	}
	if sc.flags == nil {
		sc.flags = map[engine.Flag]bool{}
	}
	clear(sc.flags)
	q.Flags = sc.flags
	for _, f := range in.Flags {
		if !slices.Contains(knownFlags, engine.Flag(f)) {
			return fmt.Errorf("flags: unknown flag %q (known: %v)", f, knownFlags)
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
		return errors.New("honba and sticks cannot be negative")
	}
	return nil
}

// knownFlags and meldKinds are what a query may name.
var (
	knownFlags = engine.KnownFlags()
	meldKinds  = []engine.MeldKind{engine.MeldChi, engine.MeldPon, engine.MeldKai, engine.MeldAnkan, engine.MeldMinkan, engine.MeldKakan}
)

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
