package trump

import (
	"errors"
	"fmt"
	"slices"

	"jantaku/engine"
	"jantaku/hand"
	"jantaku/tile"
)

// ErrQuery is wrapped by every error of a malformed score query.
var ErrQuery = errors.New("trump: bad score query")

func queryErr(format string, args ...any) error {
	return fmt.Errorf("%w: %s", ErrQuery, fmt.Sprintf(format, args...))
}

// flagsRead are the query flags this variant understands; chankan is
// accepted but earns nothing (the text has no 槍槓 yaku).
var flagsRead = map[engine.Flag]bool{
	engine.FlagRiichi: true, engine.FlagDoubleRiichi: true, engine.FlagIppatsu: true,
	engine.FlagRinshan: true, engine.FlagChankan: true, engine.FlagHaitei: true, engine.FlagHoutei: true,
	engine.FlagTenhou: true, engine.FlagChiihou: true, engine.FlagRenhou: true, engine.FlagNagashi: true,
}

// Score implements engine.Scorer: Points is what the winner adds to their
// total for the hand (yaku, bonuses and dora less the pon penalties);
// deposits on the table are not included. The cards carry their suits
// (5cS), which 一色 reads.
func (Variant) Score(q engine.ScoreQuery) (engine.ScoreAnswer, error) {
	opts, err := engine.ResolveOptions(options, q.Options)
	if err != nil {
		return engine.ScoreAnswer{}, queryErr("%v", err)
	}
	rules, err := NewRules(opts)
	if err != nil {
		return engine.ScoreAnswer{}, queryErr("%v", err)
	}
	w, err := winOfQuery(q)
	if err != nil {
		return engine.ScoreAnswer{}, err
	}
	sc, ok := Evaluate(&w, &rules)
	switch {
	case !ok && isEightInARow(w.Hand):
		return engine.NoWin("not a winning hand: 八連 is A-8 or 2-9 of one suit (一色), and these cards are not"), nil
	case !ok:
		return engine.NoWin("not a winning hand"), nil
	case rules.RequireYaku() && !sc.HasYaku:
		a := engine.NoWin("no yaku: declaring this win is a chombo")
		a.Points = -rules.Chombo
		a.Yaku = []engine.YakuValue{{ID: "chombo", Name: "チョンボ", En: "Chombo", Value: -rules.Chombo}}
		return a, nil
	}
	a := engine.ScoreAnswer{Win: true, Points: sc.Points, Yaku: []engine.YakuValue{}}
	for _, it := range sc.Items {
		a.Yaku = append(a.Yaku, engine.YakuValue{ID: it.ID.Key(), Name: it.Name, En: it.En, Value: it.Value})
	}
	if sc.Yakuman > 0 {
		a.Extra = map[string]any{"yakuman": sc.Yakuman}
	}
	return a, nil
}

// winOfQuery checks a query against the deck and turns it into a Win.
func winOfQuery(q engine.ScoreQuery) (Win, error) {
	if q.Players != 0 && (q.Players < 2 || q.Players > 3) {
		return Win{}, queryErr("2 or 3 players, not %d", q.Players)
	}
	all := append(append(append(append([]tile.Tile(nil), q.Hand...), q.Dora...), q.Ura...), q.Flowers...)
	w := Win{Hand: hand.CountsOf(q.Hand), WinKind: q.Win.Kind(), Tsumo: q.Tsumo, Nuki: len(q.Flowers), Suits: suitsOf(q.Hand)}
	size := len(q.Hand)
	for _, m := range q.Melds {
		mk, err := meldOfQuery(m)
		if err != nil {
			return Win{}, err
		}
		w.Melds = append(w.Melds, mk)
		w.Suits |= suitsOf(m.Tiles)
		all = append(all, m.Tiles...)
		size += 3
	}
	if err := tile.Trump().Check(all); err != nil {
		return Win{}, queryErr("%v", err)
	}
	for _, f := range q.Flowers {
		if f.Kind() != tile.Joker {
			return Win{}, queryErr("only jokers are set aside, not %s", f)
		}
	}
	if size != 8 {
		return Win{}, queryErr("a winning hand is 8 cards (a kan counting 3), not %d", size)
	}
	if !slices.Contains(q.Hand, q.Win) {
		return Win{}, queryErr("the winning card %s is not in the hand", q.Win)
	}
	for f, on := range q.Flags {
		if on && !flagsRead[f] {
			return Win{}, queryErr("flag %q is not a rule of this variant", f)
		}
	}
	for _, t := range q.Dora {
		w.Dora = append(w.Dora, t.Kind())
	}
	for _, t := range q.Ura {
		w.Ura = append(w.Ura, t.Kind())
	}
	fl := q.Flags
	w.Riichi, w.DoubleRiichi, w.Ippatsu = fl[engine.FlagRiichi], fl[engine.FlagDoubleRiichi], fl[engine.FlagIppatsu]
	w.Rinshan, w.Haitei, w.Houtei = fl[engine.FlagRinshan], fl[engine.FlagHaitei], fl[engine.FlagHoutei]
	w.Tenhou, w.Chiihou, w.Renhou, w.Nagashi = fl[engine.FlagTenhou], fl[engine.FlagChiihou], fl[engine.FlagRenhou], fl[engine.FlagNagashi]
	if _, ok := q.Extra["one_suit"]; ok {
		return Win{}, queryErr("one_suit is not read: the cards carry their suits (5cS, 5cH, 5cD, 5cC)")
	}
	return w, nil
}

func meldOfQuery(m engine.Meld) (Meld, error) {
	want, kind := 4, MeldAnkan
	switch m.Kind {
	case engine.MeldPon:
		want, kind = 3, MeldPon
	case engine.MeldMinkan:
		kind = MeldMinkan
	case engine.MeldKakan:
		kind = MeldKakan
	case engine.MeldAnkan:
	default:
		return Meld{}, queryErr("no %s in this variant", m.Kind)
	}
	if len(m.Tiles) != want {
		return Meld{}, queryErr("a %s is %d cards, not %d", m.Kind, want, len(m.Tiles))
	}
	for _, t := range m.Tiles {
		if t.Kind() != m.Tiles[0].Kind() {
			return Meld{}, queryErr("a %s is one kind of card: %s", m.Kind, tile.Format(m.Tiles))
		}
	}
	return Meld{Kind: kind, Of: m.Tiles[0].Kind()}, nil
}
