// Package hint reads a player's hand from its seat's View: shanten, the
// waits with how many of each are unseen, furiten, and what each discard's
// waits would be worth. The terminal's `?` pane and the browser's hint
// pane both show it; it uses nothing but the View and the variant's public
// description, so it can never tell a seat more than its View does.
package hint

import (
	"slices"
	"strconv"
	"strings"

	"jantaku/engine"
	"jantaku/hand"
	"jantaku/hand/shanten"
	"jantaku/tile"
)

// adapter is what the hint needs to know of a variant's hands.
type adapter struct {
	grammar hand.Grammar
	riichi  bool // the riichi tiles and shape: hand/shanten applies
	// pairs is the size of a winning form of pairs only that the regular
	// shanten does not see (P式's 四対子: 4), or 0.
	pairs int
	// minSets is the fewest sets a winning hand holds, melds included
	// (MOMOJAN: 3), or 0.
	minSets int
	// freeRon says a tile may be won on though it lies in one's river
	// (MOMOJAN's peaches), for the furiten warning.
	freeRon func(tile.Kind) bool
	// flowers says flowers drawn sit in the hand until set aside, and
	// jokers are wild (the Malaysian game).
	flowers bool
}

// distancer measures the regular shape's distance: the grammar's sets,
// with the Malaysian 飛 filling any gap of riichi's sets.
func (ad adapter) distancer() hand.Distancer {
	if ad.flowers {
		return hand.Distancer{Grammar: hand.Standard{}, Wild: tile.Joker}
	}
	return hand.Distancer{Grammar: ad.grammar}
}

// adapterFor returns the hint adapter of a variant. Special forms (seven
// pairs, trump's eight in a row ...) are found through the variant's
// Scorer, so the grammar only needs the regular sets.
func adapterFor(variant string) adapter {
	switch variant {
	case "riichi", "maiko":
		return adapter{grammar: hand.Standard{}, riichi: true}
	case "malaysia":
		return adapter{grammar: hand.Malaysian{}, flowers: true}
	case "momojan":
		return adapter{grammar: hand.Momojan{}, minSets: 3, freeRon: func(k tile.Kind) bool { return k.Suit() == tile.Pin }}
	case "trump":
		return adapter{grammar: hand.Standard{}, pairs: 4}
	}
	return adapter{grammar: hand.Standard{}} // suzume
}

// Info is what the hint knows of a game besides the View: the variant's
// public description.
type Info struct {
	Variant string
	Players int
	Options engine.Options // resolved
	Tiles   *tile.Set
	Scorer  engine.Scorer // nil when the variant values no hands
}

// Value is what a win would be worth, as the variant's scorer puts it.
type Value struct {
	Points int                `json:"points"`
	Yaku   []engine.YakuValue `json:"yaku"`
}

// String writes the value for the terminal, e.g. "8 points: All simples
// 1, Dora 2": English names, the Japanese where there is none.
func (v Value) String() string {
	parts := make([]string, 0, len(v.Yaku))
	for _, y := range v.Yaku {
		name := y.En
		if name == "" {
			name = y.Name
		}
		parts = append(parts, name+" "+strconv.Itoa(y.Value))
	}
	s := strconv.Itoa(v.Points) + " points"
	if len(parts) > 0 {
		s += ": " + strings.Join(parts, ", ")
	}
	return s
}

// Wait is one tile that would finish the hand, and what the win is worth.
type Wait struct {
	Tile tile.Tile `json:"tile"`
	// Unseen is how many of the tile the seat cannot see: not in its
	// hand, any river, any meld, the flowers or the indicators.
	Unseen int    `json:"unseen"`
	Value  *Value `json:"value,omitempty"` // nil when unknown or no win
	// NoWin says why a finished shape does not win (no yaku, too few
	// points), as the variant's scorer puts it.
	NoWin string `json:"no_win,omitempty"`
}

// Discard is a discard that leaves the hand ready, and its waits.
type Discard struct {
	Tile  tile.Tile `json:"tile"`
	Waits []Wait    `json:"waits"`
	// Furiten says a wait would then lie in the seat's own river.
	Furiten bool `json:"furiten,omitempty"`
}

// Hint is the advice on a seat's hand.
type Hint struct {
	// Shanten is -1 for a finished hand, 0 ready (tenpai), 1 one exchange
	// away ...: beyond riichi, of the variant's regular shape (and trump's
	// four pairs), like riichi's counting no copies.
	Shanten    int       `json:"shanten"`
	HasShanten bool      `json:"has_shanten"`        // Shanten is known
	Exact      bool      `json:"exact"`              // Shanten counts every winning form (riichi)
	Complete   *Value    `json:"complete,omitempty"` // the hand as it stands wins: its value
	Waits      []Wait    `json:"waits,omitempty"`
	Discards   []Discard `json:"discards,omitempty"` // after a draw: discards that keep the hand ready
	// Furiten is set when a wait is in the seat's own river: it cannot win
	// on a discard with these waits.
	Furiten bool `json:"furiten,omitempty"`
	// SetsShort is how many sets the hand lacks of the fewest a win needs
	// (MOMOJAN: a pair and 3 sets, melds included), however ready its
	// shape: each takes a call, or a set shown and three cards drawn.
	SetsShort int `json:"sets_short,omitempty"`
}

// For reads the hand of v's seat. It uses only the View and info.
func For(info Info, v engine.View) Hint {
	var h Hint
	if v.Seat < 0 || int(v.Seat) >= len(v.Players) {
		return h
	}
	me := v.Players[v.Seat]
	ad := adapterFor(info.Variant)
	extra := slices.ContainsFunc(v.Legal, isDiscard)
	held := me.Hand
	if ad.flowers {
		// A flower drawn is set aside before anything else: the hint reads
		// the hand without it, one short or one over a waiting hand.
		held = slices.DeleteFunc(slices.Clone(held), isFlower)
		extra = len(held)%3 == 2
	}
	switch {
	case ad.riichi:
		h.Shanten, h.HasShanten, h.Exact = riichiShanten(held, len(me.Melds)), true, true
	case len(held) > 0:
		h.Shanten, h.HasShanten = regularShanten(held, ad, info.Tiles, extra), true
	}
	if h.HasShanten && ad.pairs > 0 && len(me.Melds) == 0 {
		h.Shanten = min(h.Shanten, pairsShanten(held, ad.pairs, extra))
	}
	switch {
	case len(held) == 0:
	case !extra: // one short of a finished hand
		h.Waits = waits(info, ad, v, held, true)
		h.Furiten = furiten(ad, me.Discards, h.Waits)
	default: // a drawn or called hand: finished, or a discard to choose
		if val, _, ok := value(info, v, held[:len(held)-1], held[len(held)-1], me.Drawn); ok {
			h.Complete = &val
		}
		h.Discards = legalDiscards(v, discardHints(info, ad, v, held))
		for i, d := range h.Discards {
			river := append(slices.Clone(me.Discards), engine.Discarded{Tile: d.Tile})
			h.Discards[i].Furiten = furiten(ad, river, d.Waits)
		}
	}
	if h.HasShanten && !h.Exact && len(held) > searchLimit {
		// The distance counts no copies and no special form: what the
		// waits show beats it.
		switch {
		case h.Complete != nil:
			h.Shanten = -1
		case len(h.Waits) > 0 || len(h.Discards) > 0:
			h.Shanten = min(h.Shanten, 0)
		case h.Shanten <= 0: // the distance says ready, the waits do not
			h.Shanten = 1
		}
	}
	if ad.minSets > 0 && len(held) > 0 {
		h.SetsShort = setsShort(len(held), len(me.Melds), extra, ad.minSets)
		if h.HasShanten && h.Shanten < h.SetsShort {
			h.Shanten = h.SetsShort
		}
	}
	return h
}

// isFlower reports a flower tile, which is set aside and makes no set.
func isFlower(t tile.Tile) bool { s := t.Kind().Suit(); return s == tile.Flower || s == tile.Animal }

// furiten reports whether a wait is in the seat's own river (and not one
// the variant lets be won on anyway).
func furiten(ad adapter, river []engine.Discarded, ws []Wait) bool {
	for _, d := range river {
		for _, w := range ws {
			if d.Tile.Kind() == w.Tile.Kind() && (ad.freeRon == nil || !ad.freeRon(w.Tile.Kind())) {
				return true
			}
		}
	}
	return false
}

// unseen counts the copies of w that v's seat cannot see: of its kind, or
// of the one card when w carries a card suit.
func unseen(info Info, v engine.View, w tile.Tile) int {
	k := w.Kind()
	n := info.Tiles.Copies(k)
	match := func(t tile.Tile) bool { return t.Kind() == k }
	if w.CardSuit() != tile.NoCardSuit {
		n /= len(tile.CardSuits)
		match = func(t tile.Tile) bool { return t.Kind() == k && t.CardSuit() == w.CardSuit() }
	}
	count := func(ts []tile.Tile) {
		for _, t := range ts {
			if match(t) {
				n--
			}
		}
	}
	for _, p := range v.Players {
		count(p.Hand)
		count(p.Flowers)
		for _, d := range p.Discards {
			if !d.Taken {
				count([]tile.Tile{d.Tile})
			}
		}
		for _, m := range p.Melds {
			count(m.Tiles)
		}
	}
	count(v.Dora)
	return max(n, 0)
}

// handShape returns the regular shape of a finished hand of n concealed tiles.
func handShape(n int) (hand.Shape, bool) {
	if s, ok := hand.PairAndSets(n); ok {
		return s, true
	}
	if n > 0 && n%3 == 0 { // suzume: two sets, no pair
		return hand.Shape{Sets: n / 3}, true
	}
	return hand.Shape{}, false
}

// waits lists the kinds that finish held (one tile short): those that make
// the regular shape, and (when special is set) those the scorer accepts in a
// special form, found by asking it about every kind of the set.
func waits(info Info, ad adapter, v engine.View, held []tile.Tile, special bool) []Wait {
	var kinds []tile.Kind
	if shape, ok := handShape(len(held) + 1); ok {
		for _, w := range hand.Waits(hand.CountsOf(held), ad.grammar, shape, info.Tiles) {
			kinds = append(kinds, w.Kind)
		}
	}
	var out []Wait
	for _, k := range info.Tiles.Kinds() {
		shaped := slices.Contains(kinds, k)
		if !shaped && (info.Scorer == nil || !special) {
			continue
		}
		out = append(out, waitsOfKind(info, v, held, k, shaped)...)
	}
	return out
}

// answer is what the scorer says of one winning tile.
type answer struct {
	val Value
	why string
	ok  bool
}

func (a answer) same(b answer) bool {
	return a.ok == b.ok && a.why == b.why && a.val.String() == b.val.String()
}

// waitsOfKind asks the scorer about kind k as the winning tile. Where the
// set's copies of k are playing cards, each card suit not in the seat's
// own hand is asked about: when they all answer alike one wait stands for
// the kind (Tile of no suit), else each card that wins (or makes the
// shape) is a wait of its own.
func waitsOfKind(info Info, v engine.View, held []tile.Tile, k tile.Kind, shaped bool) []Wait {
	cands := []tile.Tile{tile.Of(k)}
	if info.Tiles.Suited(k) {
		cands = cands[:0]
		own := slices.Clone(held)
		for _, m := range v.Players[v.Seat].Melds {
			own = append(own, m.Tiles...)
		}
		for _, cs := range tile.CardSuits {
			if c := tile.CardOf(k, cs); !slices.Contains(own, c) {
				cands = append(cands, c)
			}
		}
	}
	answers := make([]answer, len(cands))
	same := true
	for i, c := range cands {
		a := &answers[i]
		a.val, a.why, a.ok = value(info, v, held, c, false)
		same = same && a.same(answers[0])
	}
	var out []Wait
	for i, a := range answers {
		w := Wait{Tile: tile.Of(k), Unseen: unseen(info, v, tile.Of(k))}
		if !same {
			w.Tile = cands[i]
			w.Unseen = unseen(info, v, cands[i])
		}
		switch {
		case a.ok:
			val := a.val
			w.Value = &val
		case shaped:
			w.NoWin = a.why
		default:
			continue
		}
		out = append(out, w)
		if same {
			break
		}
	}
	return out
}

// discardHints tries each distinct discard of a hand with one tile too many.
// Special forms are looked for only in small hands: asking the scorer about
// every kind after every discard of a 14-tile hand is hundreds of queries.
func discardHints(info Info, ad adapter, v engine.View, held []tile.Tile) []Discard {
	special := len(held) <= searchLimit
	var out []Discard
	var tried []tile.Tile
	for i, t := range held {
		if slices.Contains(tried, t) {
			continue
		}
		tried = append(tried, t)
		rest := append(slices.Clone(held[:i]), held[i+1:]...)
		if ws := waits(info, ad, v, rest, special); len(ws) > 0 {
			out = append(out, Discard{Tile: t, Waits: ws})
		}
	}
	return out
}

// value asks the variant's scorer what held plus win is worth, or why it
// does not win.
func value(info Info, v engine.View, held []tile.Tile, win tile.Tile, tsumo bool) (val Value, why string, ok bool) {
	if info.Scorer == nil {
		return val, "", false
	}
	me := v.Players[v.Seat]
	q := engine.ScoreQuery{
		Players: info.Players, Options: info.Options,
		Hand: append(slices.Clone(held), win), Melds: me.Melds, Win: win, Tsumo: tsumo,
		Dealer: v.Dealer == v.Seat, SeatWind: windKind(me.Wind), RoundWind: windKind(v.Round),
		Dora: v.Dora, Flowers: me.Flowers, Honba: v.Honba, Sticks: v.Sticks,
	}
	if me.Riichi {
		q.Flags = map[engine.Flag]bool{engine.FlagRiichi: true}
	}
	if q.SeatWind == 0 {
		q.SeatWind = tile.East + tile.Kind((int(v.Seat)-int(v.Dealer)+len(v.Players))%len(v.Players)%4)
	}
	if q.RoundWind == 0 {
		q.RoundWind = tile.East
	}
	ans, err := info.Scorer.Score(q)
	switch {
	case err != nil:
		return val, err.Error(), false
	case !ans.Win:
		return val, ans.Reason, false
	}
	return Value{Points: ans.Points, Yaku: ans.Yaku}, "", true
}

// windKind reads a wind at the start of s ("East", "south", "South 2, 1
// honba", "東", "W").
func windKind(s string) tile.Kind {
	for i, names := range [][2]string{{"East", "東"}, {"South", "南"}, {"West", "西"}, {"North", "北"}} {
		if len(s) >= len(names[0]) && strings.EqualFold(s[:len(names[0])], names[0]) ||
			strings.HasPrefix(s, names[1]) || s == names[0][:1] {
			return tile.East + tile.Kind(i)
		}
	}
	return 0
}

// riichiShanten is hand/shanten's number for a riichi hand.
func riichiShanten(held []tile.Tile, melds int) int {
	var c shanten.Counts
	for _, t := range held {
		k := t.Kind()
		switch s, n := k.Suit(), k.Number(); {
		case s <= tile.Sou && n >= 1:
			c[int(s)*9+n-1]++
		case s == tile.Honor && n >= 1:
			c[27+n-1]++
		}
	}
	return shanten.Of(&c, melds)
}

func isDiscard(a engine.Action) bool { return a.Type == engine.Discard }
