package bot

import (
	"strings"

	"jantaku/engine"
	"jantaku/hand"
	"jantaku/hand/shanten"
	"jantaku/tile"
	"jantaku/variant/malaysia"
	"jantaku/variant/momojan"
	"jantaku/variant/suzume"
	"jantaku/variant/trump"
)

// Adapter is what a bot must know of one variant: the tile set, the hand's
// shape and how far a hand is from complete, and the little scoring
// knowledge the strong level weighs. Everything else is shared.
type Adapter struct {
	Set *tile.Set
	// Grammar gives the sets of a regular hand; the distance search takes
	// wild jokers out first and lets each fill one gap, so a variant with
	// jokers (Malaysian 飛) uses the plain grammar here.
	Grammar hand.Grammar
	Wild    tile.Kind // the wild joker kind, or 0
	Pair    bool      // a regular hand has a pair
	// Riichi34 marks the riichi tile kinds: the exact riichi tables
	// (package shanten) replace the generic distance search, and
	// acceptance is counted on their 34-kind counts (see acceptance34).
	Riichi34 bool
	// Forms, when set, gives the distance to the variant's special forms
	// (seven pairs ...), used when smaller than the regular distance.
	Forms func(c *hand.Counts, melds int) int
	// CallOK says whether a call still leaves a hand that may win (riichi
	// needs a yaku in an open hand); nil allows every call that helps.
	CallOK func(m *Model, a engine.Action) bool
	// ValueCall, when set, is the strong level's stricter test of a call:
	// trump takes a point off for every pon, so strong pons only for a
	// scoring set.
	ValueCall func(m *Model, a engine.Action) bool
	// Value is the strong level's worth of keeping one tile of kind k in
	// the hand, in the variant's points (dora, reds, honours that score).
	Value func(m *Model, k tile.Kind) float64
	// ValueWeight converts Value into acceptance tiles: how many tiles of
	// acceptance one point is worth giving up, which is where the
	// variant's payment curve (doubling, minimums, reductions) shows.
	ValueWeight float64
	// ThreatMelds makes an opponent with this many exposed sets a threat
	// for the strong level, besides a riichi (0: only riichi); the expert
	// then reads no other seat as ready.
	ThreatMelds int
	// FoldAt is the distance from ready (shanten) at which the strong level
	// folds against a threat; 0 means 1.
	FoldAt int
	// DrawBelowSets makes the strong level take an optional draw even with
	// a ready hand while the hand has fewer sets than this: a MOMOJAN hand
	// of two sets rarely has a yaku, and the draw grows it.
	DrawBelowSets int
	// NoFold marks a variant where dealing in costs the discarder nothing
	// (trump adds points, it takes none), so the strong level never folds.
	NoFold bool
	// KeepWild makes the strong level keep a wild joker in the hand where
	// the rules let it be set aside as a flower (Malaysian 飛: one point
	// against a wild tile).
	KeepWild bool
	// Nominate is the strong level's choice among a variant's flagged
	// riichi declarations (maiko's ご指名リーチ), given the unseen tiles
	// the hand waits on after the discard; nil (and the efficient level)
	// plays plain riichi.
	Nominate func(m *Model, wait int, options []engine.Action) engine.Action
	// Harmless, when set, reports that opponent s, though in riichi,
	// cannot win on this seat's discards (maiko's ご指名リーチ rons only
	// the dummy): the strong level does not defend against it.
	Harmless func(m *Model, s engine.Seat) bool

	// The expert level's knowledge (expert*.go).

	// Riichi marks a variant whose closed ready hands declare riichi: the
	// expert values them with it, and RiichiCost is the stick paid.
	Riichi     bool
	RiichiCost float64
	// RiichiOpen: riichi may be declared with open sets too (MOMOJAN).
	RiichiOpen bool
	// Scorer values complete hands for the expert's search in a variant
	// without riichi tiles (which use the riichi scorer directly).
	Scorer engine.Scorer
	// TypicalWin is what an average win costs the seat that deals in, in
	// the variant's points: the expert's cost of a deal-in where the
	// riichi reading of han does not apply, and the scale of its other
	// point figures (riichi's is 5,000).
	TypicalWin float64
	// EastSouth marks a game of riichi's length and payments: noten
	// payments at an exhaustive draw, and the places at stake in its
	// last hands (the expert's placement).
	EastSouth bool
	// SearchDepth, when set, is the farthest from ready (shanten) the
	// expert's search looks ahead from, where the variant's set grammar
	// makes the search costly (default 2).
	SearchDepth int
	// RiichiAlways makes the expert declare riichi whenever its ready
	// hand may, instead of weighing riichi against staying silent: in
	// riichi the weighing chose silence too often (late in a hand, and
	// against another riichi) and lost to declaring (docs/bots.md).
	RiichiAlways bool
	// SearchNodes, when set, caps the hands the expert's search expands
	// in one decision (default 40,000): MOMOJAN's hands cost the most to
	// read, and its widest decisions would take too long.
	SearchNodes int
	// ReadRiichiOnly makes the expert read as ready only a seat that has
	// declared riichi: reading open and silent hands made it fold far too
	// often against majiang-ai, which pushes until a riichi
	// (docs/bots.md, "Against majiang-ai").
	ReadRiichiOnly bool
	// ReadOpenAt, with ReadRiichiOnly, reads a seat with this many open
	// sets as ready too, at its full chance: a hand that far along is
	// often ready, and wins without declaring.
	ReadOpenAt int
	// CallMargin is how many points more than passing the expert's
	// search must find in a chi or pon, and FarCallsValueOnly keeps a
	// hand beyond the search from calling anything but a value-honour pon
	// (strong's calls otherwise): the search does not see what an open
	// hand gives up, and the expert called about 1.7 times as often as
	// tenhou's 鳳凰卓 players.
	CallMargin        float64
	FarCallsValueOnly bool
	// OpenForSpeed plays a hand opened for speed as majiang-ai does: a
	// hand already open, or a closed hand's value-honour pon, calls
	// without CallMargin (opening has given up riichi already, or opens
	// with a yaku), and an open hand discards only at its nearest
	// distance. The expert's open hands were slower to get ready than
	// majiang-ai's, and a closed hand that never declares pays about
	// 1,600 points a hand (docs/bots.md, "Against majiang-ai").
	OpenForSpeed bool
	// FarShape shapes a hand beyond the search toward the hands it can
	// open and calls from it as majiang-ai does (farshape.go; riichi
	// tiles only).
	FarShape bool
	// LossRiichi, when set, is the han the expert reads a riichi's win to
	// cost (default 3.2, a typical riichi win). Reading 2.4 the riichi
	// expert folds to a riichi less: it did better against strong and
	// majiang-ai, and chose the 鳳凰卓 players' discards more often
	// (docs/bots.md).
	LossRiichi float64
	// PushByDistance is added, in points times the chance another seat
	// is ready, to the value of playing on with a hand 0, 1 or 2 from
	// ready when it is weighed against folding: against a threat the
	// search's values of near hands ran below what they brought and of
	// far hands above (TestSearchCalibration). It placed better against
	// majiang-ai in a declared run (docs/bots.md).
	PushByDistance [3]float64
	// Calls marks a variant with chi and pon: the expert's search counts
	// an open hand's calls as more ways to draw.
	Calls bool
	// MinSets is how many sets a winning hand holds at least, melds
	// included, where the number of tiles does not say it: a MOMOJAN hand
	// of seven cards makes only two sets and a pair (「1雀頭+メンツが3つ以
	// 上」) and must grow by a kai or a call before it can win.
	MinSets int
	// CallDraws is how many cards a chi, pon or kai lets the player draw
	// before discarding (MOMOJAN's 3ツモ権, 3): the expert's search, one
	// draw and one discard a turn, does not see them; it weighs the right
	// to them apart (drawRight).
	CallDraws int
	// Pace, when set, is how fast the other seats get ready and win in
	// the variant (riichi's pace otherwise: riichiPace).
	Pace *Pace
	// NoFuriten marks a variant without furiten (Malaysian: フリテンは無い):
	// the expert's ready hand may ron a kind in its own river.
	NoFuriten bool
	// PayerYaku, when set, is what another seat has confirmed toward
	// cutting its payments (the Malaysian 確定役: its flowers and value
	// sets on the table), and PayerCut what a payer with so much
	// confirmed pays for a win the Scorer answered: the expert's pricing
	// counts each payer's payment.
	PayerYaku func(m *Model, s engine.Seat) int
	PayerCut  func(ans engine.ScoreAnswer, tsumo bool, payerYaku int) int
	// RonAsTsumo, when set, reports whether a ron is worth what the same
	// win by tsumo is, given the tsumo's answer (the Malaysian value
	// differs only where the ron tile finishes a concealed triplet the
	// value counts): the expert's pricing then asks the Scorer once for
	// both, PayerCut paying it as a ron.
	RonAsTsumo func(ans engine.ScoreAnswer) bool
	// KanGain, when set, is what a kan of this type (Ankan, Minkan,
	// Kakan) brings the seat at once (the Malaysian kan payments): the
	// expert weighs each kan by it and the hand after the kan.
	KanGain func(t engine.ActionType) float64
	// Nuki is a kind every level sets aside as soon as it may, for a point
	// and a replacement draw (trump's joker, 抜きドラ): the expert's search
	// never draws it, a draw of it being followed by another.
	Nuki tile.Kind
	// Dummy reports a seat that is no player (maiko's dummy): it never
	// wins on a discard, so it is no threat.
	Dummy func(m *Model, s engine.Seat) bool
}

// adapters is the table of variants the bots know; a variant not listed
// plays with the generic standard-shape adapter.
var adapters = map[string]*Adapter{
	"riichi": {
		Set: tile.Riichi([3]int{1, 1, 1}), Grammar: hand.Standard{}, Pair: true,
		Riichi34: true, CallOK: riichiCallOK, Value: riichiValue, ValueWeight: 2,
		Riichi: true, RiichiCost: 1000, Calls: true, TypicalWin: 5000, EastSouth: true, RiichiAlways: true,
		ReadRiichiOnly: true, ReadOpenAt: 2, CallMargin: 400, FarCallsValueOnly: true, OpenForSpeed: true, LossRiichi: 2.4,
		PushByDistance: [3]float64{400, 200, -200},
	},
	// maiko is riichi at a table with a dummy seat (maiko.go). Strong
	// folds only two or more from ready: with two real opponents pushing
	// a hand one away paid (arena runs in docs/bots.md).
	"maiko": {
		Set: tile.Riichi([3]int{1, 1, 1}), Grammar: hand.Standard{}, Pair: true,
		Riichi34: true, CallOK: riichiCallOK, Value: riichiValue, ValueWeight: 2,
		Nominate: maikoNominate, FoldAt: 2, Harmless: maikoHarmless,
		Riichi: true, RiichiCost: 1000, Dummy: maikoDummy, Calls: true, TypicalWin: 5000, EastSouth: true,
	},
	"suzume": {
		Set: tile.Suzume(), Grammar: hand.Standard{}, Value: suzumeValue, ValueWeight: 3,
		Scorer: suzume.Variant{}, TypicalWin: 8,
	},
	"trump": {
		Set: tile.Trump(), Grammar: hand.Standard{}, Wild: tile.Joker, Pair: true,
		Forms: pairsForm(4, tile.Joker), Value: doraValue, ValueWeight: 1, NoFold: true, ValueCall: trumpValueCall,
		Scorer: trump.Variant{}, TypicalWin: 5, Riichi: true, RiichiCost: 1, Nuki: tile.Joker, Pace: &trumpPace,
	},
	"malaysia": {
		Set: tile.Malaysia(), Grammar: hand.Standard{}, Wild: tile.Joker, Pair: true,
		Forms: pairsForm(7, tile.Joker), Value: malaysiaValue, ValueWeight: 1.5, ThreatMelds: 3,
		KeepWild: true, Scorer: malaysia.Variant{}, TypicalWin: 10, SearchDepth: 1,
		NoFuriten: true, PayerYaku: malaysiaPayerYaku, PayerCut: malaysiaPayerCut, RonAsTsumo: malaysiaRonAsTsumo, KanGain: malaysiaKanGain, Pace: &malaysiaPace,
	},
	"momojan": {
		Set: tile.Momojan(), Grammar: hand.Momojan{}, Pair: true, Value: momojanValue, ValueWeight: 1.5,
		NoFold: true, DrawBelowSets: 3, // both chosen by arena runs (docs/bots.md)
		Scorer: momojan.Variant{}, TypicalWin: 5, Riichi: true, RiichiOpen: true, SearchNodes: 450,
		MinSets: 3, CallDraws: 3, Pace: &momojanPace,
	},
}

// Pace is how fast hands go in a variant, measured in its games: the
// share of other seats ready by their d-th discard is Rate*(d-Start), at
// most Max, and a ready seat wins a go-round with chance Win; a ready
// hand's winning tiles come out as another seat's discard at RonRiichi
// (declared) or RonDama (silent) times their unseen share a go-round, and
// as its own draw at DrawShare times that share. The expert's search
// weighs its own speed and value against them. Pressure is how much of
// the others' catching up goes on once the seat has declared riichi (most
// fold in riichi; no one does where dealing in costs nothing).
type Pace struct {
	Start, Rate, Max, Win         float64
	RonRiichi, RonDama, DrawShare float64
	Pressure                      float64
}

// readyBy is the share of seats ready by their d-th discard.
func (p *Pace) readyBy(d float64) float64 { return min(max(p.Rate*(d-p.Start), 0), p.Max) }

var (
	// riichiPace, in the expert's riichi games: none ready before the
	// fourth discard, then 3% more a go-round; a declared wait is
	// avoided by the others, a silent one is not.
	riichiPace = Pace{Start: 3, Rate: 0.03, Max: 0.6, Win: 0.1, RonRiichi: 0.45, RonDama: 1.3, DrawShare: 0.65, Pressure: 0.3}
	// momojanPace, in 60 expert-against-strong MOMOJAN games (the hands
	// are small, a kai or call draws three, and no one folds): 3% ready
	// by the first discard, 26% by the fourth, 58% by the seventh, 90% by
	// the eleventh; 305 wins over 1,691 go-rounds of a ready seat; 169
	// rons where the unseen shares of the waits summed to 169.5, and 137
	// winning draws where they summed to 153.6. Every ready hand there
	// had declared riichi: a silent wait is taken to come out as often.
	momojanPace = Pace{Start: 1, Rate: 0.09, Max: 0.95, Win: 0.18, RonRiichi: 1, RonDama: 1, DrawShare: 0.89, Pressure: 0.3}
	// trumpPace, in 100 trump games of the expert against two strong
	// (no one folds: dealing in costs nothing): 24% ready by the first
	// discard, 46% by the second, 65% by the third, 78% by the fourth, 87%
	// by the fifth; 1,264 wins over 7,418 go-rounds of a ready seat; 658
	// rons where the unseen shares of the waits a ron may win on (with a
	// yaku) summed to 504.5, and 606 winning draws where those a tsumo may
	// win on summed to 918.0.
	trumpPace = Pace{Start: -0.15, Rate: 0.2, Max: 0.95, Win: 0.17, RonRiichi: 1.3, RonDama: 1.3, DrawShare: 0.66, Pressure: 1}
	// malaysiaPace, in 60 Malaysian games of the expert against two
	// strong (every hand is won, in about ten discards): 11% ready by the
	// first discard, 24% by the second, 43% by the third, 58% by the
	// fourth, 74% by the fifth, 82% by the sixth; 478 wins over 1,653
	// go-rounds of a ready seat; 289 rons and 189 winning draws where the
	// unseen shares of the waits that may win (5 points) summed to 247.3
	// and 247.7. The game has no riichi: Pressure plays no part.
	malaysiaPace = Pace{Start: 0.3, Rate: 0.155, Max: 0.9, Win: 0.29, RonRiichi: 1.17, RonDama: 1.17, DrawShare: 0.76, Pressure: 1}
)

// AdapterFor returns the adapter of a variant id.
func AdapterFor(variant string) *Adapter {
	if a, ok := adapters[variant]; ok {
		return a
	}
	return &Adapter{Set: tile.Riichi([3]int{1, 1, 1}), Grammar: hand.Standard{}, Pair: true}
}

func pairsForm(n int, wild tile.Kind) func(c *hand.Counts, melds int) int {
	return func(c *hand.Counts, melds int) int {
		if melds > 0 || c.Total() < 2*n-1 {
			return 99
		}
		return hand.PairsDistance(c, n, wild)
	}
}

// index34 is a kind's place in package shanten's counts, or -1.
func index34(k tile.Kind) int {
	switch su, n := k.Suit(), k.Number(); {
	case su <= tile.Sou && n >= 1:
		return int(su)*9 + n - 1
	case su == tile.Honor && n >= 1 && n <= 7:
		return 26 + n
	}
	return -1
}

// riichi34 maps kinds to the 34-kind index of package shanten.
func riichi34(c *hand.Counts) shanten.Counts {
	var s shanten.Counts
	for su := range 3 {
		copy(s[su*9:su*9+9], c[su*10+1:su*10+10])
	}
	copy(s[27:34], c[int(tile.East):int(tile.East)+7])
	return s
}

func riichiDistance(c *hand.Counts, melds int) int {
	s := riichi34(c)
	return shanten.Of(&s, melds)
}

// doraOf returns the kind an indicator points at: the next number, wrapping
// 9 to 1; winds and dragons cycle within themselves.
func doraOf(ind tile.Kind) tile.Kind {
	n := ind.Number()
	switch {
	case ind.Suit() == tile.Honor && n >= 5:
		return tile.K(tile.Honor, 5+(n-5+1)%3)
	case ind.Suit() == tile.Honor:
		return tile.K(tile.Honor, 1+n%4)
	case n == 9:
		return tile.K(ind.Suit(), 1)
	}
	return ind + 1
}

func doraValue(m *Model, k tile.Kind) float64 {
	v := 0.0
	for _, d := range m.View.Dora {
		if doraOf(d.Kind()) == k {
			v++
		}
	}
	return v
}

// windKind reads a wind name of the views ("East" ..., the Malaysian
// views' "east" ...).
func windKind(name string) tile.Kind {
	for i, w := range []string{"East", "South", "West", "North"} {
		if len(name) >= len(w) && strings.EqualFold(name[:len(w)], w) {
			return tile.East + tile.Kind(i)
		}
	}
	return 0
}

// yakuhai reports whether a triplet of k scores on its own in riichi.
func yakuhai(m *Model, k tile.Kind) bool {
	return k >= tile.White && k <= tile.Red || k == windKind(m.View.Round) || k == windKind(m.Me().Wind)
}

func riichiValue(m *Model, k tile.Kind) float64 {
	v := doraValue(m, k) + float64(m.Reds[k])/max(float64(m.Own[k]), 1)
	if yakuhai(m, k) && m.Own[k] >= 2 {
		v += 1
	}
	return v
}

// riichiCallOK allows an open hand only where a yaku stays in reach: a
// value honour pon, an open value honour set already, or all simples.
func riichiCallOK(m *Model, a engine.Action) bool {
	if a.Type == engine.Pon && yakuhai(m, a.Tile.Kind()) {
		return true
	}
	for _, md := range m.Me().Melds {
		if md.Kind != engine.MeldChi && yakuhai(m, md.Tiles[0].Kind()) {
			return true
		}
	}
	ends := 0
	for k, n := range m.Own {
		if n > 0 && (tile.Kind(k).Terminal() || tile.Kind(k).Suit() == tile.Honor) {
			ends += int(n)
		}
	}
	for _, md := range m.Me().Melds {
		for _, t := range md.Tiles {
			if t.Kind().Terminal() || t.Kind().Suit() == tile.Honor {
				return false
			}
		}
	}
	if a.Tile.Kind().Terminal() || a.Tile.Kind().Suit() == tile.Honor {
		return false
	}
	for _, t := range a.Tiles {
		if t.Kind().Terminal() || t.Kind().Suit() == tile.Honor {
			return false
		}
	}
	return ends <= 2
}

// suzumeValue: every red tile and every dora is a point toward the 5-point
// minimum, and 發 and 中 make the colour hands.
func suzumeValue(m *Model, k tile.Kind) float64 {
	v := float64(m.Reds[k]) / max(float64(m.Own[k]), 1)
	for _, d := range m.View.Dora {
		if d.Kind() == k {
			v++
		}
	}
	if k == tile.Red {
		v += 0.5
	}
	return v
}

// malaysiaValue: honours that score (dragons, winds) are confirmed yaku
// that also cut what this seat pays (the payment reduction at 5 points).
func malaysiaValue(m *Model, k tile.Kind) float64 {
	if k >= tile.White && k <= tile.Red || k == windKind(m.Me().Wind) {
		if m.Own[k] >= 2 {
			return 1.5
		}
		return 0.5
	}
	if k == tile.Joker {
		return 2
	}
	return 0
}

// momojanValue: dora and the picture sets score; a total of 7 pays double,
// so value is worth more here than plain speed.
func momojanValue(m *Model, k tile.Kind) float64 {
	v := doraValue(m, k)
	if k.Suit() == tile.Honor && m.Own[k] >= 2 {
		v += 1
	}
	return v
}

// trumpScoring reports whether a triplet of k scores in trump (役札: the
// 10s and the pictures).
func trumpScoring(k tile.Kind) bool { return k == tile.Ten || k >= tile.Jack && k <= tile.King }

// trumpValueCall allows a pon only of a scoring kind, or once the hand has
// such a pon, since every pon costs a point and an open hand without a
// yaku cannot win.
func trumpValueCall(m *Model, a engine.Action) bool {
	if trumpScoring(a.Tile.Kind()) {
		return true
	}
	for _, md := range m.Me().Melds {
		if md.Kind == engine.MeldPon && trumpScoring(md.Tiles[0].Kind()) {
			return true
		}
	}
	return false
}

// malaysiaPayerYaku is seat s's confirmed yaku as the rules count it
// (malaysia.PayerYaku): its flowers and 飛 set aside and its value sets,
// each set's tiles read as the View says they stand ("meld_as").
func malaysiaPayerYaku(m *Model, s engine.Seat) int {
	pv := m.View.Players[s]
	as := meldAs(pv.Extra["meld_as"])
	melds := make([]malaysia.Meld, len(pv.Melds))
	for i, md := range pv.Melds {
		melds[i] = malaysia.Meld{Meld: md, As: make([]tile.Kind, len(md.Tiles))}
		for j, t := range md.Tiles {
			melds[i].As[j] = t.Kind()
			if i < len(as) && j < len(as[i]) {
				if ts, err := tile.ParseAny(as[i][j]); err == nil && len(ts) == 1 {
					melds[i].As[j] = ts[0].Kind()
				}
			}
		}
	}
	return malaysia.PayerYaku(melds, pv.Flowers, windKind(pv.Wind))
}

// malaysiaRules are the Malaysian rule numbers (payments, reduction),
// none of which is a table option.
var malaysiaRules = func() malaysia.Rules {
	o, _ := engine.ResolveOptions(malaysia.Options(), nil)
	r, _ := malaysia.NewRules(o)
	return r
}()

// malaysiaPayerCut is what one payer with payerYaku confirmed pays for a
// win (malaysia.Rules.Payment): a limit hand in full, another less the
// payer's reduction.
func malaysiaPayerCut(ans engine.ScoreAnswer, tsumo bool, payerYaku int) int {
	limit, _ := ans.Extra["limit"].(bool)
	return malaysiaRules.Payment(malaysia.Value{Points: ans.Points, Limit: limit}, tsumo, payerYaku)
}

// malaysiaRonAsTsumo: a Malaysian ron is valued as the same tsumo unless
// the tsumo's value counts concealed triplets, one of which the ron tile
// may finish (the scorer's ronAssigned); no yaku is for the tsumo itself.
func malaysiaRonAsTsumo(ans engine.ScoreAnswer) bool {
	for _, y := range ans.Yaku {
		if y.ID == "sanankou" || y.ID == "suuankou" {
			return false
		}
	}
	return true
}

// malaysiaKanGain is a kan's payment to the seat (暗槓 10 from each other
// player, 大明槓 10 from its discarder, 小明槓 5 from each other player).
func malaysiaKanGain(t engine.ActionType) float64 {
	r := &malaysiaRules
	switch t {
	case engine.Ankan:
		return float64(2 * r.AnkanPay)
	case engine.Minkan:
		return float64(r.MinkanPay)
	case engine.Kakan:
		return float64(2 * r.KakanPay)
	}
	return 0
}
