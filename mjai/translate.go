package mjai

import (
	"encoding/json"
	"strings"

	"jantaku/engine"
	"jantaku/tile"
)

// translator turns the engine's events, as one seat sees them, into the
// mjai messages that seat's client receives.
type translator struct {
	seat     engine.Seat
	players  int
	deals    [][]tile.Tile
	dealt    bool // deals collected, start_kyoku not yet sent
	inHand   bool
	lastFrom int       // the seat of the last discard
	lastTile tile.Tile // the last discard
	drawn    tile.Tile // this seat's last draw, while it may still be discarded
	reached  bool      // this seat's reach was already echoed
	// pons holds each seat's pons this hand, as tiles (reds included):
	// an added kan names the three it joins.
	pons [][]tile.Tile
}

func newTranslator(seat engine.Seat, players int) *translator {
	return &translator{seat: seat, players: players, deals: make([][]tile.Tile, players), pons: make([][]tile.Tile, players)}
}

// handStart is what the engine's hand-start data carries.
type handStart struct {
	Wind   int   `json:"wind"`
	Dealer int   `json:"dealer"`
	Honba  int   `json:"honba"`
	Sticks int   `json:"sticks"`
	Scores []int `json:"scores"`
}

// windName reads the round's wind letter from a view's Round ("East 1, ...").
func windName(round string) (string, int) {
	for i, w := range []string{"East", "South", "West", "North"} {
		if strings.HasPrefix(round, w) {
			return honourNames[i], i
		}
	}
	return "E", 0
}

// start builds start_kyoku (and the dealer's first tsumo) from a view
// taken at the start of a hand: the first hand, whose deal happens
// before any action returns events.
func (t *translator) start(v engine.View) []Msg {
	bakaze, _ := windName(v.Round)
	kyoku := 1
	if i := strings.IndexByte(v.Round, ' '); i >= 0 {
		kyoku = int(v.Round[i+1] - '0')
	}
	m := Msg{Type: "start_kyoku", Bakaze: bakaze, Kyoku: kyoku, Honba: ip(v.Honba), Kyotaku: ip(v.Sticks), Oya: ip(int(v.Dealer))}
	if len(v.Dora) > 0 {
		m.Dora = Pai(v.Dora[0])
	}
	var draw *Msg
	for s, p := range v.Players {
		m.Scores = append(m.Scores, p.Score)
		hand := make([]string, 13)
		for i := range hand {
			hand[i] = "?"
		}
		if engine.Seat(s) == t.seat {
			ts := p.Hand
			if p.Drawn {
				ts = ts[:len(ts)-1]
				t.drawn = p.Hand[len(p.Hand)-1]
			}
			hand = pais(ts)
		}
		m.Tehais = append(m.Tehais, hand)
		if p.Drawn || engine.Seat(s) == v.Dealer && p.HandSize == 14 {
			pai := "?"
			if engine.Seat(s) == t.seat {
				pai = Pai(t.drawn)
			}
			draw = &Msg{Type: "tsumo", Actor: ip(s), Pai: pai}
		}
	}
	t.inHand = true
	out := []Msg{m}
	if draw != nil {
		out = append(out, *draw)
	}
	return out
}

// event translates one event (already masked for the seat).
func (t *translator) event(e engine.Event) []Msg {
	actor := int(e.Seat)
	switch e.Type {
	case engine.EvDeal:
		var out []Msg
		if t.inHand {
			out = append(out, Msg{Type: "end_kyoku"})
			t.inHand = false
		}
		if actor >= 0 && actor < t.players {
			t.deals[actor] = e.Tiles
			t.pons[actor] = t.pons[actor][:0]
		}
		t.dealt = true
		return out
	case engine.EvIndicator:
		if t.dealt {
			return []Msg{t.startKyoku(e)}
		}
		return []Msg{{Type: "dora", Dora: Pai(e.Tile)}}
	case engine.EvDraw:
		if e.Seat == t.seat {
			t.drawn = e.Tile
		}
		return []Msg{{Type: "tsumo", Actor: ip(actor), Pai: Pai(e.Tile)}}
	case engine.EvAct:
		if e.Action != nil {
			return t.act(actor, *e.Action)
		}
	case engine.EvWin:
		var w struct {
			From   int       `json:"from"`
			Win    tile.Tile `json:"win"`
			Deltas []int     `json:"deltas"`
		}
		decode(e.Data, &w)
		target := w.From
		if target < 0 {
			target = actor
		}
		return []Msg{{Type: "hora", Actor: ip(actor), Target: ip(target), Pai: Pai(w.Win), Deltas: w.Deltas}}
	case engine.EvDrawGame:
		var d struct {
			Reason string `json:"reason"`
		}
		decode(e.Data, &d)
		return []Msg{{Type: "ryukyoku", Reason: d.Reason}}
	case engine.EvGameEnd:
		var out []Msg
		if t.inHand {
			out = append(out, Msg{Type: "end_kyoku"})
			t.inHand = false
		}
		var r engine.Result
		decode(e.Data, &r)
		return append(out, Msg{Type: "end_game", Scores: r.Scores})
	}
	return nil
}

func (t *translator) startKyoku(e engine.Event) Msg {
	var hs handStart
	decode(e.Data, &hs)
	t.dealt, t.inHand = false, true
	m := Msg{Type: "start_kyoku", Bakaze: honourNames[hs.Wind%4], Kyoku: hs.Dealer%t.players + 1,
		Honba: ip(hs.Honba), Kyotaku: ip(hs.Sticks), Oya: ip(hs.Dealer), Dora: Pai(e.Tile), Scores: hs.Scores}
	for s := range t.players {
		hand := make([]string, 13)
		for i := range hand {
			hand[i] = "?"
		}
		if engine.Seat(s) == t.seat && len(t.deals[s]) > 0 {
			hand = pais(t.deals[s])
		}
		m.Tehais = append(m.Tehais, hand)
	}
	return m
}

// act translates a seat's action. A riichi is mjai's reach, its discard
// and reach_accepted.
func (t *translator) act(actor int, a engine.Action) []Msg {
	me := actor == int(t.seat)
	switch a.Type {
	case engine.Discard, engine.Riichi:
		var out []Msg
		if a.Type == engine.Riichi && !(me && t.reached) {
			out = append(out, Msg{Type: "reach", Actor: ip(actor)})
		}
		t.reached = false
		giri := me && a.Tile == t.drawn
		out = append(out, Msg{Type: "dahai", Actor: ip(actor), Pai: Pai(a.Tile), Tsumogiri: bp(giri)})
		if a.Type == engine.Riichi {
			out = append(out, Msg{Type: "reach_accepted", Actor: ip(actor)})
		}
		t.lastFrom, t.lastTile = actor, a.Tile
		if me {
			t.drawn = 0
		}
		return out
	case engine.Chi, engine.Pon, engine.Minkan:
		name := map[engine.ActionType]string{engine.Chi: "chi", engine.Pon: "pon", engine.Minkan: "daiminkan"}[a.Type]
		pai := a.Tile
		if pai == 0 {
			pai = t.lastTile
		}
		if a.Type == engine.Pon && actor >= 0 && actor < t.players {
			t.pons[actor] = append(append(t.pons[actor], a.Tiles...), pai)
		}
		return []Msg{{Type: name, Actor: ip(actor), Target: ip(t.lastFrom), Pai: Pai(pai), Consumed: pais(a.Tiles)}}
	case engine.Ankan:
		return []Msg{{Type: "ankan", Actor: ip(actor), Consumed: pais(a.Tiles)}}
	case engine.Kakan:
		return []Msg{{Type: "kakan", Actor: ip(actor), Pai: Pai(a.Tile), Consumed: pais(t.ponOf(actor, a.Tile.Kind()))}}
	}
	return nil
}

// ponOf returns the tiles of seat's pon of kind k (plain tiles of the
// kind if the pon was not seen).
func (t *translator) ponOf(seat int, k tile.Kind) []tile.Tile {
	var out []tile.Tile
	if seat >= 0 && seat < t.players {
		for _, x := range t.pons[seat] {
			if x.Kind() == k && len(out) < 3 {
				out = append(out, x)
			}
		}
	}
	for len(out) < 3 {
		out = append(out, tile.Of(k))
	}
	return out
}

// decode reads an event's Data, whatever its Go type, through JSON.
func decode(data any, into any) {
	if data == nil {
		return
	}
	b, err := json.Marshal(data)
	if err == nil {
		_ = json.Unmarshal(b, into)
	}
}
