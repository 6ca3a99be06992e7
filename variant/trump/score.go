package trump

import (
	"jantaku/hand"
	"jantaku/tile"
)

// MeldKind is how a called set was made.
type MeldKind uint8

// The meld kinds.
const (
	MeldPon    MeldKind = iota + 1 // −1 at settlement
	MeldMinkan                     // kan on a discard
	MeldAnkan                      // closed kan
	MeldKakan                      // a pon made a kan
)

// Meld is a called set: its kind and the card it is made of.
type Meld struct {
	Kind MeldKind
	Of   tile.Kind
}

func (m Meld) quad() bool { return m.Kind != MeldPon }

// Win is everything that values a winning hand, free of game state.
type Win struct {
	Hand    hand.Counts // the concealed cards, the winning card included
	Melds   []Meld
	WinKind tile.Kind
	Tsumo   bool
	Riichi  bool // riichi was declared (also set with DoubleRiichi)

	DoubleRiichi, Ippatsu, Rinshan, Haitei, Houtei bool
	Tenhou, Chiihou, Renhou, Nagashi               bool

	Dora, Ura []tile.Kind // indicators
	Nuki      int         // jokers set aside as 抜きドラ
	Suits     suits       // the card suits of the hand, melds included (一色)
}

// closed reports 面前: no pon and no kan on a discard (a closed kan keeps it).
func (w *Win) closed() bool {
	for _, m := range w.Melds {
		if m.Kind != MeldAnkan {
			return false
		}
	}
	return true
}

func (w *Win) riichi() bool { return w.Riichi || w.DoubleRiichi }

// Item is one line of a valued hand.
type Item struct {
	ID    YakuID
	Name  string // Japanese, as the text writes it
	En    string
	Value int // points; negative for a deduction
}

// Score is a valued hand.
type Score struct {
	Points  int
	Items   []Item
	Yakuman int  // yakuman counted (1, or 2 for the double)
	HasYaku bool // a yaku is present (一役縛り); see Rules.BonusYaku
}

// Evaluate values w under the rules, taking the best reading. ok is false
// when the cards are not a winning shape at all.
func Evaluate(w *Win, r *Rules) (Score, bool) {
	if len(w.Melds) == 0 {
		if s, ok := evalYakuman(w, r); ok {
			return s, true
		}
	}
	var best Score
	found := false
	try := func(f *facts) {
		s := scoreFacts(f)
		if !found || better(s, best) {
			best, found = s, true
		}
	}
	for _, rd := range regular(w.Hand, len(w.Melds)) {
		try(newFacts(w, r, rd))
	}
	if len(w.Melds) == 0 {
		if rd, ok := fourPairs(w.Hand); ok {
			try(newFacts(w, r, rd))
		}
	}
	if best.Points < 0 && !r.MinusWins {
		best.Items = append(best.Items, Item{ID: ZeroFloor, Name: "0点止め", En: "a win is worth at least 0", Value: -best.Points})
		best.Points = 0
	}
	return best, found
}

// better prefers a hand with yaku, then more points.
func better(a, b Score) bool {
	if a.HasYaku != b.HasYaku {
		return a.HasYaku
	}
	return a.Points > b.Points
}

func newFacts(w *Win, r *Rules, rd hand.Reading) *facts {
	f := &facts{w: w, rules: r, form: rd.Form, all: w.Hand}
	for _, g := range rd.Groups {
		switch g.Kind {
		case hand.Pair:
			f.pairs = append(f.pairs, g.As)
		default:
			f.sets = append(f.sets, set{kind: g.Kind, of: g.As})
		}
	}
	for _, m := range w.Melds {
		k := hand.Triplet
		if m.quad() {
			k = hand.Quad
		}
		f.sets = append(f.sets, set{kind: k, of: m.Of, open: m.Kind != MeldAnkan})
		f.all[m.Of] += uint8(3 + boolInt(m.quad()))
	}
	return f
}

func scoreFacts(f *facts) Score {
	var s Score
	for i := range yakuTable {
		y := &yakuTable[i]
		n := y.count(f)
		if n == 0 {
			continue
		}
		if y.id == Iipeikou && f.form == hand.FourPairs {
			continue // 一盃口とは複合しません
		}
		s.Items = append(s.Items, Item{ID: y.id, Name: y.ja, En: y.en, Value: n * y.value})
		s.Points += n * y.value
		if y.class == classYaku || y.class == classBonus && f.rules.BonusYaku {
			s.HasYaku = true
		}
	}
	return s
}

// yakumanDef is one closed yakuman shape (【役満・13点】すべて面前).
type yakumanDef struct {
	id     YakuID
	ja, en string
	ref    string
	times  func(w *Win, r *Rules) int // 0: not this shape; 2: double
}

var yakumanTable = []yakumanDef{
	{EightInARow, "八連", "eight in a row, one suit", "【役満】八連…一色アタマ無し", eightTimes},
	{AcesNines, "AAAA9999", "all aces and nines", "【役満】AAAA9999", func(w *Win, _ *Rules) int { return boolInt(isAllAcesNines(w.Hand)) }},
	{Kokushi, "国士無双", "thirteen orphans", "【役満】国士無双", kokushiTimes},
}

// eightTimes is 1 for 八連: A-8 or 2-9 in one suit (一色アタマ無し).
func eightTimes(w *Win, r *Rules) int {
	return boolInt(isEightInARow(w.Hand) && r.isshoku(w.Suits, true))
}

// kokushiTimes is 1 for 国士無双, 2 when the hand is one suit with the two
// jokers as the pair (全体1色・頭ババ2枚). Where suits are ignored
// (chinitsu=numbers) the joker pair alone doubles it.
func kokushiTimes(w *Win, r *Rules) int {
	pair, ok := kokushi(w.Hand)
	switch {
	case !ok:
		return 0
	case pair == tile.Joker && (r.Isshoku == isshokuNumbers || r.isshoku(w.Suits, false)):
		return 2
	}
	return 1
}

// evalYakuman values a yakuman shape on its own: the normal yaku, bonuses
// and dora do not add to it.
func evalYakuman(w *Win, r *Rules) (Score, bool) {
	for _, y := range yakumanTable {
		n := y.times(w, r)
		if n == 0 {
			continue
		}
		name, id := y.ja, y.id
		if y.id == Kokushi && n == 2 {
			name, id = "国士無双(ババ頭)", KokushiDouble
		}
		pts := n * r.YakumanPts
		return Score{Points: pts, Yakuman: n, HasYaku: true,
			Items: []Item{{ID: id, Name: name, En: y.en, Value: pts}}}, true
	}
	return Score{}, false
}
