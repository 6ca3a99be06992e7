package cli

import (
	"bytes"
	"encoding/json"
	"errors"
	"strconv"
	"strings"
	"unicode/utf8"

	"jantaku/engine"
	"jantaku/tile"
)

// The fast path of `jantaku score`: a line of the usual shape (a flat JSON
// object of the known fields, plain ASCII strings, integers) is decoded
// by hand, not through map[string]any, and its answer is appended to the
// worker's buffer. Anything else (escapes, nulls, unknown or repeated
// fields, a value of the wrong type, an id that is an object) goes the
// general way, answerLine, so its answer and error are exactly what they
// always were; TestScoreFastSame and FuzzScoreFastSame hold the two ways
// to the same bytes.

// lineScorer answers lines for one worker, keeping what repeats from line
// to line: the options each variant resolves to and its scorer for them.
type lineScorer struct {
	env    Env
	cache  queryCache
	in     queryIn
	intern map[string]string
	fields []field            // the answer's fields, reused
	reused engine.ScoreAnswer // the answer an engine.AnswerReuser writes over
}

// field is one field of an answer: a variant's extra one with its value.
type field struct {
	k     string
	v     any
	extra bool
}

// answer appends the answer to line and a newline to dst.
func (s *lineScorer) answer(dst, line []byte) []byte {
	s.in = queryIn{Melds: s.in.Melds[:0], Dora: s.in.Dora[:0], Ura: s.in.Ura[:0], Flags: s.in.Flags[:0], Flowers: s.in.Flowers[:0]}
	var optRaw []byte
	if s.intern == nil {
		s.intern = map[string]string{}
	}
	if d := (fastDecoder{b: line, intern: s.intern}); d.query(&s.in, &optRaw) {
		if out, ok := s.fastAnswer(dst, optRaw); ok {
			return append(out, '\n')
		}
	}
	return append(append(dst, answerLine(s.env, line)...), '\n')
}

// fastAnswer scores a decoded line; false when its answer needs the
// general encoder.
func (s *lineScorer) fastAnswer(dst, optRaw []byte) ([]byte, bool) {
	id := s.in.ID
	if id == nil {
		id = []byte("null")
	}
	q, scorer, err := parseQueryCached(s.env, &s.in, optRaw, &s.cache)
	if err == errGeneral {
		return dst, false
	}
	if err == nil {
		ans := &s.reused // only ever a reusing scorer's: its maps are ours
		if r, ok := scorer.(engine.AnswerReuser); ok {
			err = r.ScoreInto(q, ans)
		} else {
			ans = new(engine.ScoreAnswer)
			*ans, err = scorer.Score(q)
		}
		if err == nil {
			return s.appendAnswer(dst, id, ans)
		}
	}
	dst = append(dst, `{"error":`...)
	dst, ok := appendString(dst, err.Error())
	if !ok {
		return dst, false
	}
	dst = append(append(append(dst, `,"id":`...), id...), `,"ok":false}`...)
	return dst, true
}

// appendAnswer writes ans as the general encoder does: the fields in
// the order of their names. False when a value needs encoding/json.
func (s *lineScorer) appendAnswer(dst, id []byte, ans *engine.ScoreAnswer) ([]byte, bool) {
	fields := append(s.fields[:0], field{k: "id"}, field{k: "ok"}, field{k: "points"}, field{k: "win"}, field{k: "yaku"})
	if ans.Reason != "" {
		fields = append(fields, field{k: "reason"})
	}
	if ans.Payments != nil {
		fields = append(fields, field{k: "payments"})
	}
	for k, v := range ans.Extra {
		switch k {
		case "ok", "points", "win", "yaku", "reason", "payments":
			return dst, false // the general way lets the variant's field win
		case "id":
			continue // and the id win over the variant's
		}
		fields = append(fields, field{k, v, true})
	}
	s.fields = fields
	for i := 1; i < len(fields); i++ {
		for j := i; j > 0 && fields[j].k < fields[j-1].k; j-- {
			fields[j], fields[j-1] = fields[j-1], fields[j]
		}
	}
	ok := true
	dst = append(dst, '{')
	for i, f := range fields {
		if i > 0 {
			dst = append(dst, ',')
		}
		if f.extra {
			if dst, ok = appendString(dst, f.k); !ok {
				return dst, false
			}
			if dst, ok = appendValue(append(dst, ':'), f.v); !ok {
				return dst, false
			}
			continue
		}
		dst = append(append(append(dst, '"'), f.k...), `":`...) // our own names need no escaping
		switch f.k {
		case "id":
			dst = append(dst, id...)
		case "ok":
			dst = append(dst, "true"...)
		case "points":
			dst = strconv.AppendInt(dst, int64(ans.Points), 10)
		case "win":
			dst = strconv.AppendBool(dst, ans.Win)
		case "yaku":
			dst, ok = appendYaku(dst, ans.Yaku)
		case "reason":
			dst, ok = appendString(dst, ans.Reason)
		case "payments":
			dst, ok = appendPayments(dst, ans.Payments)
		}
		if !ok {
			return dst, false
		}
	}
	return append(dst, '}'), true
}

func appendYaku(dst []byte, ys []engine.YakuValue) ([]byte, bool) {
	dst = append(dst, '[')
	ok := true
	for i, y := range ys {
		if i > 0 {
			dst = append(dst, ',')
		}
		// The fields of engine.YakuValue in its JSON order, empty ones left out.
		dst = append(dst, '{')
		if y.ID != "" {
			if dst, ok = appendString(append(dst, `"id":`...), y.ID); !ok {
				return dst, false
			}
			dst = append(dst, ',')
		}
		if dst, ok = appendString(append(dst, `"name":`...), y.Name); !ok {
			return dst, false
		}
		if y.En != "" {
			if dst, ok = appendString(append(dst, `,"en":`...), y.En); !ok {
				return dst, false
			}
		}
		dst = strconv.AppendInt(append(dst, `,"value":`...), int64(y.Value), 10)
		if y.Yakuman {
			dst = append(dst, `,"yakuman":true`...)
		}
		dst = append(dst, '}')
	}
	return append(dst, ']'), true
}

func appendPayments(dst []byte, p map[string]int) ([]byte, bool) {
	var room [8]string
	keys := room[:0]
	for k := range p {
		keys = append(keys, k)
	}
	sortSmall(keys)
	dst = append(dst, '{')
	ok := true
	for i, k := range keys {
		if i > 0 {
			dst = append(dst, ',')
		}
		if dst, ok = appendString(dst, k); !ok {
			return dst, false
		}
		dst = strconv.AppendInt(append(dst, ':'), int64(p[k]), 10)
	}
	return append(dst, '}'), true
}

// sortSmall sorts a few strings in place.
func sortSmall(ss []string) {
	for i := 1; i < len(ss); i++ {
		for j := i; j > 0 && ss[j] < ss[j-1]; j-- {
			ss[j], ss[j-1] = ss[j-1], ss[j]
		}
	}
}

// appendValue writes a variant's extra field: the plain kinds by hand,
// anything else as encoding/json writes it.
func appendValue(dst []byte, v any) ([]byte, bool) {
	switch x := v.(type) {
	case int:
		return strconv.AppendInt(dst, int64(x), 10), true
	case bool:
		return strconv.AppendBool(dst, x), true
	case string:
		return appendString(dst, x)
	}
	b, err := json.Marshal(v)
	if err != nil {
		return dst, false
	}
	return append(dst, b...), true
}

// appendString writes s quoted when encoding/json would write it as it
// is: no quote, backslash, control character, <, > or & (which it
// escapes), valid UTF-8 without U+2028 or U+2029. False otherwise.
func appendString(dst []byte, s string) ([]byte, bool) {
	high := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		if escaped[c] {
			return dst, false
		}
		high = high || c >= utf8.RuneSelf
	}
	if high && (!utf8.ValidString(s) || strings.Contains(s, "\u2028") || strings.Contains(s, "\u2029")) {
		return dst, false
	}
	dst = append(dst, '"')
	dst = append(dst, s...)
	return append(dst, '"'), true
}

// escaped marks the bytes encoding/json escapes in a string.
var escaped = func() (t [256]bool) {
	for c := range 0x20 {
		t[c] = true
	}
	for _, c := range `"\<>&` {
		t[c] = true
	}
	return t
}()

// fastDecoder reads one query line of the usual shape.
type fastDecoder struct {
	b      []byte
	i      int
	intern map[string]string // the worker's short strings, read once
}

// maxInterned bounds the short strings a worker keeps.
const maxInterned = 4096

// text returns b as a string, a kept one for short strings (variant
// names, winds, single tiles, flags repeat from line to line).
func (d *fastDecoder) text(b []byte) string {
	if len(b) > 8 || d.intern == nil {
		return string(b)
	}
	if s, ok := d.intern[string(b)]; ok {
		return s
	}
	if len(d.intern) >= maxInterned {
		clear(d.intern)
	}
	s := string(b)
	d.intern[s] = s
	return s
}

func (d *fastDecoder) ws() {
	for d.i < len(d.b) && (d.b[d.i] == ' ' || d.b[d.i] == '\t' || d.b[d.i] == '\n' || d.b[d.i] == '\r') {
		d.i++
	}
}

// eat skips white space and c; false if c is not next.
func (d *fastDecoder) eat(c byte) bool {
	d.ws()
	if d.i < len(d.b) && d.b[d.i] == c {
		d.i++
		return true
	}
	return false
}

// plain reads a string of printable ASCII without escapes.
func (d *fastDecoder) plain() ([]byte, bool) {
	if !d.eat('"') {
		return nil, false
	}
	start := d.i
	for d.i < len(d.b) {
		c := d.b[d.i]
		switch {
		case c == '"':
			d.i++
			return d.b[start : d.i-1], true
		case c < 0x20 || c >= 0x7f || c == '\\':
			return nil, false
		}
		d.i++
	}
	return nil, false
}

func (d *fastDecoder) str(dst *string) bool {
	s, ok := d.plain()
	*dst = d.text(s)
	return ok
}

func (d *fastDecoder) boolean(dst *bool) bool {
	d.ws()
	switch {
	case bytes.HasPrefix(d.b[d.i:], []byte("true")):
		*dst, d.i = true, d.i+4
	case bytes.HasPrefix(d.b[d.i:], []byte("false")):
		*dst, d.i = false, d.i+5
	default:
		return false
	}
	return true
}

// integer reads -?digits, as many as an int64 holds for sure.
func (d *fastDecoder) integer(dst *int) bool {
	d.ws()
	start := d.i
	if d.i < len(d.b) && d.b[d.i] == '-' {
		d.i++
	}
	digits := d.i
	for d.i < len(d.b) && d.b[d.i] >= '0' && d.b[d.i] <= '9' {
		d.i++
	}
	n := d.i - digits
	if n == 0 || n > 18 || n > 1 && d.b[digits] == '0' {
		return false
	}
	if d.i < len(d.b) && (d.b[d.i] == '.' || d.b[d.i] == 'e' || d.b[d.i] == 'E') {
		return false
	}
	v, err := strconv.Atoi(string(d.b[start:d.i]))
	*dst = v
	return err == nil
}

// strings reads a list of plain strings into dst.
func (d *fastDecoder) strings(dst *[]string) bool {
	if !d.eat('[') {
		return false
	}
	if d.eat(']') {
		if *dst == nil {
			*dst = []string{}
		}
		return true
	}
	for {
		s, ok := d.plain()
		if !ok {
			return false
		}
		*dst = append(*dst, d.text(s))
		if d.eat(']') {
			return true
		}
		if !d.eat(',') {
			return false
		}
	}
}

// tiles reads a tile string or a list of them.
func (d *fastDecoder) tiles(dst *tileList) bool {
	d.ws()
	if d.i < len(d.b) && d.b[d.i] == '"' {
		s, ok := d.plain()
		*dst = append((*dst)[:0], d.text(s))
		return ok
	}
	return d.strings((*[]string)(dst))
}

// id reads the id when it is a number, a plain string without <, > or &,
// true, false or null: its bytes are then the answer's.
func (d *fastDecoder) id(dst *json.RawMessage) bool {
	d.ws()
	start := d.i
	switch {
	case d.i >= len(d.b):
		return false
	case d.b[d.i] == '"':
		s, ok := d.plain()
		if !ok || bytes.ContainsAny(s, "<>&") {
			return false
		}
	case bytes.HasPrefix(d.b[d.i:], []byte("true")):
		d.i += 4
	case bytes.HasPrefix(d.b[d.i:], []byte("false")):
		d.i += 5
	case bytes.HasPrefix(d.b[d.i:], []byte("null")):
		d.i += 4
	default:
		if !d.number() {
			return false
		}
	}
	*dst = d.b[start:d.i]
	return true
}

// number reads a JSON number.
func (d *fastDecoder) number() bool {
	digits := func() int {
		n := 0
		for d.i < len(d.b) && d.b[d.i] >= '0' && d.b[d.i] <= '9' {
			d.i++
			n++
		}
		return n
	}
	if d.i < len(d.b) && d.b[d.i] == '-' {
		d.i++
	}
	start := d.i
	if n := digits(); n == 0 || n > 1 && d.b[start] == '0' {
		return false
	}
	if d.i < len(d.b) && d.b[d.i] == '.' {
		d.i++
		if digits() == 0 {
			return false
		}
	}
	if d.i < len(d.b) && (d.b[d.i] == 'e' || d.b[d.i] == 'E') {
		d.i++
		if d.i < len(d.b) && (d.b[d.i] == '+' || d.b[d.i] == '-') {
			d.i++
		}
		if digits() == 0 {
			return false
		}
	}
	return true
}

// melds reads [{"kind": "...", "tiles": "..."}, ...].
func (d *fastDecoder) melds(dst *[]meldIn) bool {
	if !d.eat('[') {
		return false
	}
	if d.eat(']') {
		if *dst == nil {
			*dst = []meldIn{}
		}
		return true
	}
	for {
		var m meldIn
		var seen [2]bool
		if !d.eat('{') {
			return false
		}
		for {
			key, ok := d.plain()
			if !ok || !d.eat(':') {
				return false
			}
			switch string(key) {
			case "kind":
				ok = !seen[0] && d.str(&m.Kind)
				seen[0] = true
			case "tiles":
				ok = !seen[1] && d.str(&m.Tiles)
				seen[1] = true
			default:
				return false
			}
			if !ok {
				return false
			}
			if d.eat('}') {
				break
			}
			if !d.eat(',') {
				return false
			}
		}
		*dst = append(*dst, m)
		if d.eat(']') {
			return true
		}
		if !d.eat(',') {
			return false
		}
	}
}

// object skips a JSON object of plain keys and scalar values, returning
// its bytes (the options, decoded on a cache miss).
func (d *fastDecoder) object() ([]byte, bool) {
	d.ws()
	start := d.i
	if !d.eat('{') {
		return nil, false
	}
	if d.eat('}') {
		return d.b[start:d.i], true
	}
	for {
		if _, ok := d.plain(); !ok || !d.eat(':') {
			return nil, false
		}
		d.ws()
		switch {
		case d.i < len(d.b) && d.b[d.i] == '"':
			if _, ok := d.plain(); !ok {
				return nil, false
			}
		case bytes.HasPrefix(d.b[d.i:], []byte("true")):
			d.i += 4
		case bytes.HasPrefix(d.b[d.i:], []byte("false")):
			d.i += 5
		default:
			if !d.number() {
				return nil, false
			}
		}
		if d.eat('}') {
			return d.b[start:d.i], true
		}
		if !d.eat(',') {
			return nil, false
		}
	}
}

// truth is what a decoded query's Dealer points to.
var truth = [2]bool{false, true}

// queryField numbers the fields of a query, for the once-each check; -1
// for any other name.
func queryField(key []byte) int {
	switch string(key) { // compiled to comparisons: no map, no allocation
	case "variant":
		return 0
	case "hand":
		return 1
	case "melds":
		return 2
	case "win":
		return 3
	case "tsumo":
		return 4
	case "dealer":
		return 5
	case "seat_wind":
		return 6
	case "round_wind":
		return 7
	case "dora_indicators":
		return 8
	case "ura_indicators":
		return 9
	case "flags":
		return 10
	case "flowers":
		return 11
	case "players":
		return 12
	case "options":
		return 13
	case "honba":
		return 14
	case "sticks":
		return 15
	case "id":
		return 16
	}
	return -1
}

// query reads the line into in (and the options' bytes into opts); false
// when the line is not of the usual shape.
func (d *fastDecoder) query(in *queryIn, opts *[]byte) bool {
	if !d.eat('{') {
		return false
	}
	var seen [17]bool
	if !d.eat('}') {
		for {
			key, ok := d.plain()
			if !ok || !d.eat(':') {
				return false
			}
			f := queryField(key)
			if f < 0 || seen[f] {
				return false
			}
			seen[f] = true
			switch f {
			case 0:
				ok = d.str(&in.Variant)
			case 1:
				ok = d.str(&in.Hand)
			case 2:
				ok = d.melds(&in.Melds)
			case 3:
				ok = d.str(&in.Win)
			case 4:
				ok = d.boolean(&in.Tsumo)
			case 5:
				var dealer bool
				ok = d.boolean(&dealer)
				in.Dealer = &truth[0] // read only: no allocation
				if dealer {
					in.Dealer = &truth[1]
				}
			case 6:
				ok = d.str(&in.SeatWind)
			case 7:
				ok = d.str(&in.RoundWind)
			case 8:
				ok = d.tiles(&in.Dora)
			case 9:
				ok = d.tiles(&in.Ura)
			case 10:
				ok = d.strings(&in.Flags)
			case 11:
				ok = d.tiles(&in.Flowers)
			case 12:
				ok = d.integer(&in.Players)
			case 13:
				*opts, ok = d.object()
			case 14:
				ok = d.integer(&in.Honba)
			case 15:
				ok = d.integer(&in.Sticks)
			case 16:
				ok = d.id(&in.ID)
			}
			if !ok {
				return false
			}
			if d.eat('}') {
				break
			}
			if !d.eat(',') {
				return false
			}
		}
	}
	d.ws()
	return d.i == len(d.b)
}

// queryCache keeps, per variant, the variant and its scorer, and per set
// of options (by their bytes on the line) what they resolve to: the
// options, the tile set and the scorer prepared for them. Each is what
// the general way computes afresh, errors included.
type queryCache struct {
	variants map[string]*variantEntry
	scratch  queryScratch
	// The entries of the last line that resolved (its variant has no
	// error and its options none), and what named them.
	last        *variantEntry
	lastEntry   *optionsEntry
	lastVariant string
	lastOpts    []byte
}

type variantEntry struct {
	v      engine.Variant
	scorer engine.Scorer
	err    error
	opts   map[string]*optionsEntry
}

type optionsEntry struct {
	opts   engine.Options
	set    *tile.Set
	scorer engine.Scorer
	err    error
}

// errGeneral sends a line the general way: its options do not decode as
// they would there (a number out of range, say), so neither would its
// error message.
var errGeneral = errors.New("the general way")

// maxCachedOptions bounds the option sets kept per variant.
const maxCachedOptions = 64

// parseQueryCached is parseQuery with what repeats taken from the cache;
// optRaw is the options object as the line has it (nil: none).
func parseQueryCached(env Env, in *queryIn, optRaw []byte, c *queryCache) (engine.ScoreQuery, engine.Scorer, error) {
	var q engine.ScoreQuery
	if c.last != nil && in.Variant == c.lastVariant && bytes.Equal(optRaw, c.lastOpts) && (optRaw == nil) == (c.lastOpts == nil) {
		ve, oe := c.last, c.lastEntry // most lines are like the one before
		var err error
		if q.Players, err = queryPlayers(ve.v, in); err != nil {
			return q, nil, err
		}
		q.Options = oe.opts
		return q, oe.scorer, fillQuery(&q, oe.set, in, &c.scratch)
	}
	if c.variants == nil {
		c.variants = map[string]*variantEntry{}
	}
	ve := c.variants[in.Variant]
	if ve == nil {
		ve = &variantEntry{opts: map[string]*optionsEntry{}}
		ve.v, ve.scorer, ve.err = queryVariant(env, in)
		c.variants[in.Variant] = ve
	}
	if ve.err != nil {
		return q, nil, ve.err
	}
	var err error
	if q.Players, err = queryPlayers(ve.v, in); err != nil {
		return q, nil, err
	}
	oe := ve.opts[string(optRaw)]
	if oe == nil {
		oe = &optionsEntry{}
		var given map[string]any
		if optRaw != nil && json.Unmarshal(optRaw, &given) != nil {
			oe.err = errGeneral
		}
		if oe.err == nil {
			oe.opts, oe.err = queryOptions(ve.v, given)
		}
		if oe.err == nil {
			oe.set, oe.scorer = ve.v.Tiles(oe.opts), ve.scorer
			if p, ok := ve.scorer.(engine.PreparedScorer); ok {
				oe.scorer = p.ScorerFor(oe.opts)
			}
		}
		if len(ve.opts) >= maxCachedOptions {
			clear(ve.opts)
		}
		ve.opts[string(optRaw)] = oe
	}
	if oe.err != nil {
		return q, nil, oe.err
	}
	c.last, c.lastEntry, c.lastVariant, c.lastOpts = ve, oe, in.Variant, append(c.lastOpts[:0], optRaw...)
	if optRaw == nil {
		c.lastOpts = nil
	}
	q.Options = oe.opts
	return q, oe.scorer, fillQuery(&q, oe.set, in, &c.scratch)
}
