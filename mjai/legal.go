package mjai

import (
	"fmt"
	"slices"

	"jantaku/engine"
	"jantaku/hand"
	"jantaku/hand/shanten"
	"jantaku/tile"
	"jantaku/variant/riichi"
)

// counts34 counts riichi tiles in package shanten's index.
func counts34(ts []tile.Tile) shanten.Counts {
	var s shanten.Counts
	c := hand.CountsOf(ts)
	for su := range 3 {
		copy(s[su*9:su*9+9], c[su*10+1:su*10+10])
	}
	copy(s[27:34], c[int(tile.East):int(tile.East)+7])
	return s
}

func (c *Client) me() *engine.PlayerView { return &c.st.players[c.seat] }

func (c *Client) closed() bool {
	for _, m := range c.me().Melds {
		if m.Kind != engine.MeldAnkan {
			return false
		}
	}
	return true
}

func (c *Client) shanten(ts []tile.Tile) int {
	s := counts34(ts)
	return shanten.Of(&s, len(c.me().Melds))
}

// turnLegal lists the actions after the client's own draw.
func (c *Client) turnLegal() []engine.Action {
	st := &c.st
	var out []engine.Action
	if last := st.hand[len(st.hand)-1]; c.shanten(st.hand) == -1 && c.scores(st.hand, last, true, false) {
		out = append(out, engine.Action{Type: engine.Tsumo})
	}
	if c.me().Riichi {
		return append(out, engine.Action{Type: engine.Discard, Tile: st.hand[len(st.hand)-1]})
	}
	out = append(out, c.discardLegal()...)
	canRiichi := c.closed() && st.left >= 4 && (len(st.scores) <= c.seat || st.scores[c.seat] >= 1000)
	for _, a := range c.discardLegal() {
		if !canRiichi {
			break
		}
		rest := slices.Clone(st.hand)
		rest = slices.Delete(rest, slices.Index(rest, a.Tile), slices.Index(rest, a.Tile)+1)
		if c.shanten(rest) == 0 {
			out = append(out, engine.Action{Type: engine.Riichi, Tile: a.Tile})
		}
	}
	cnt := hand.CountsOf(st.hand)
	if c.firstTurn() && ends(cnt) >= 9 {
		out = append(out, engine.Action{Type: engine.Abort}) // 九種九牌
	}
	for k, n := range cnt {
		if n == 4 {
			out = append(out, engine.Action{Type: engine.Ankan, Tiles: tilesOfKind(st.hand, tile.Kind(k))})
		}
	}
	if st.left > 0 {
		for _, md := range c.me().Melds {
			if md.Kind != engine.MeldPon || len(md.Tiles) == 0 {
				continue
			}
			if same := tilesOfKind(st.hand, md.Tiles[0].Kind()); len(same) > 0 {
				out = append(out, engine.Action{Type: engine.Kakan, Tile: same[0]})
			}
		}
	}
	return out
}

// firstTurn reports whether the client draws for the first time in an
// uninterrupted first round (no call yet).
func (c *Client) firstTurn() bool {
	for _, p := range c.st.players {
		if len(p.Melds) > 0 {
			return false
		}
	}
	return len(c.me().Discards) == 0
}

// ends counts the kinds of terminals and honours held.
func ends(cnt hand.Counts) int {
	n := 0
	for k, x := range cnt {
		if kind := tile.Kind(k); x > 0 && (kind.Terminal() || kind.Suit() == tile.Honor) {
			n++
		}
	}
	return n
}

// robLegal lists the answers to another seat's added kan of t: robbing it
// (搶槓 is a yaku of its own) when t completes the hand and it is not
// furiten.
func (c *Client) robLegal(t tile.Tile) []engine.Action {
	with := append(slices.Clone(c.st.hand), t)
	if c.shanten(with) != -1 {
		return nil
	}
	if c.furiten(c.waitsOf(with)) {
		c.missed = true
		return nil
	}
	return []engine.Action{{Type: engine.Pass}, {Type: engine.Ron, Tile: t}}
}

// scores reports whether ts, completed by win, has a yaku under the
// default rules: the mjai server judges the win, but a client that offers
// only sure wins would never win a dama or open hand.
func (c *Client) scores(ts []tile.Tile, win tile.Tile, tsumo, chankan bool) bool {
	st := &c.st
	ctx := riichi.WinContext{
		Tsumo: tsumo, Winner: c.seat, From: c.lastFrom, Dealer: st.oya,
		RoundWind: tile.East + tile.Kind(st.bakaze%4), Riichi: c.me().Riichi,
		Rinshan: tsumo && c.rinshan, Chankan: chankan,
		Haitei: tsumo && !c.rinshan && st.left == 0,
		Houtei: !tsumo && !chankan && st.left == 0,
		Dora:   st.dora,
	}
	if tsumo {
		ctx.From = c.seat
	}
	_, err := riichi.Evaluate(&c.rules, riichi.Hand{Concealed: ts, Melds: c.me().Melds, Win: win}, ctx)
	return err == nil
}

// discardLegal offers each distinct tile of the hand, less those a call
// just made forbids (kuikae).
func (c *Client) discardLegal() []engine.Action {
	var out []engine.Action
	for _, t := range c.st.hand {
		a := engine.Action{Type: engine.Discard, Tile: t}
		if !engine.Contains(out, a) && !slices.Contains(c.forbidden, t.Kind()) {
			out = append(out, a)
		}
	}
	return out
}

// swapKinds returns the kinds a call of pai with consumed forbids to
// discard next: the called kind, and after a chi on a side wait the kind
// at its far end (the 4 after a chi of 1 with 2 and 3).
func swapKinds(pai tile.Tile, consumed []tile.Tile) []tile.Kind {
	k := pai.Kind()
	out := []tile.Kind{k}
	if len(consumed) != 2 || consumed[0].Kind() == k {
		return out
	}
	a, b := consumed[0].Kind(), consumed[1].Kind()
	a, b = min(a, b), max(a, b)
	switch n := k.Number(); {
	case k < a && b.Number() < 9:
		out = append(out, b+1)
	case k > b && n > 3:
		out = append(out, a-1)
	}
	return out
}

// leavesDiscard reports whether calling with consumed out of the hand
// leaves a tile the client may discard next.
func (c *Client) leavesDiscard(pai tile.Tile, consumed []tile.Tile) bool {
	rest := slices.Clone(c.st.hand)
	for _, t := range consumed {
		if i := slices.Index(rest, t); i >= 0 {
			rest = slices.Delete(rest, i, i+1)
		}
	}
	forbid := swapKinds(pai, consumed)
	return slices.ContainsFunc(rest, func(t tile.Tile) bool { return !slices.Contains(forbid, t.Kind()) })
}

// windowLegal lists the answers to another seat's discard of t.
func (c *Client) windowLegal(from int, t tile.Tile) []engine.Action {
	st := &c.st
	out := []engine.Action{{Type: engine.Pass}}
	with := append(slices.Clone(st.hand), t)
	if c.shanten(with) == -1 {
		// A win let go, with a yaku or without, makes the hand furiten
		// until the next discard (for the hand, in riichi).
		if !c.furiten(c.waitsOf(with)) && c.scores(with, t, false, false) {
			out = append(out, engine.Action{Type: engine.Ron, Tile: t})
		} else {
			c.missed = true
		}
	}
	if c.me().Riichi || st.left <= 0 {
		return out
	}
	same := tilesOfKind(st.hand, t.Kind())
	if len(same) >= 2 && c.leavesDiscard(t, same[:2]) {
		out = append(out, engine.Action{Type: engine.Pon, Tile: t, Tiles: same[:2]})
	}
	if len(same) == 3 {
		out = append(out, engine.Action{Type: engine.Minkan, Tile: t, Tiles: same})
	}
	if (from+1)%len(st.players) == c.seat && t.Kind().Suit() <= tile.Sou {
		k := t.Kind()
		for _, pair := range [][2]int{{-2, -1}, {-1, 1}, {1, 2}} {
			a, b := int(k.Number())+pair[0], int(k.Number())+pair[1]
			if a < 1 || b > 9 {
				continue
			}
			x := tilesOfKind(st.hand, tile.K(k.Suit(), a))
			y := tilesOfKind(st.hand, tile.K(k.Suit(), b))
			if len(x) > 0 && len(y) > 0 && c.leavesDiscard(t, []tile.Tile{x[0], y[0]}) {
				out = append(out, engine.Action{Type: engine.Chi, Tile: t, Tiles: []tile.Tile{x[0], y[0]}})
			}
		}
	}
	return out
}

func tilesOfKind(ts []tile.Tile, k tile.Kind) []tile.Tile {
	var out []tile.Tile
	for _, t := range ts {
		if t.Kind() == k {
			out = append(out, t)
		}
	}
	return out
}

// view builds the bot's View from the table.
func (c *Client) view(legal []engine.Action) engine.View {
	st := &c.st
	winds := []string{"East", "South", "West", "North"}
	v := engine.View{Variant: "riichi", Seat: engine.Seat(c.seat), Round: fmt.Sprintf("%s %d, %d honba", winds[st.bakaze%4], st.kyoku, st.honba),
		Dealer: engine.Seat(st.oya), Turn: engine.Seat(c.seat), WallLeft: st.left, Dora: st.dora, Sticks: st.sticks, Honba: st.honba, Legal: legal}
	n := len(st.players)
	for s := range st.players {
		p := st.players[s]
		p.Wind = winds[(s-st.oya+n)%n%4]
		if s < len(st.scores) {
			p.Score = st.scores[s]
		}
		if s == c.seat {
			p.Hand, p.Drawn, p.HandSize = st.hand, st.drawn, len(st.hand)
		}
		v.Players = append(v.Players, p)
	}
	return v
}

// decide asks the bot and writes its choice as an mjai answer.
func (c *Client) decide(legal []engine.Action) (Msg, error) {
	if len(legal) == 0 {
		return none, nil
	}
	a := c.bot.Choose(c.view(legal), legal)
	st := &c.st
	switch a.Type {
	case engine.Discard:
		last := st.drawn && a.Tile == st.hand[len(st.hand)-1]
		return Msg{Type: "dahai", Actor: ip(c.seat), Pai: Pai(a.Tile), Tsumogiri: bp(last)}, nil
	case engine.Riichi:
		c.reachTile = a.Tile
		return Msg{Type: "reach", Actor: ip(c.seat)}, nil
	case engine.Tsumo:
		return Msg{Type: "hora", Actor: ip(c.seat), Target: ip(c.seat), Pai: Pai(st.hand[len(st.hand)-1])}, nil
	case engine.Ron:
		from := c.lastDiscarder()
		return Msg{Type: "hora", Actor: ip(c.seat), Target: ip(from), Pai: Pai(a.Tile)}, nil
	case engine.Pon, engine.Chi, engine.Minkan:
		name := map[engine.ActionType]string{engine.Chi: "chi", engine.Pon: "pon", engine.Minkan: "daiminkan"}[a.Type]
		return Msg{Type: name, Actor: ip(c.seat), Target: ip(c.lastDiscarder()), Pai: Pai(a.Tile), Consumed: pais(a.Tiles)}, nil
	case engine.Ankan:
		return Msg{Type: "ankan", Actor: ip(c.seat), Consumed: pais(a.Tiles)}, nil
	case engine.Abort:
		return Msg{Type: "ryukyoku", Actor: ip(c.seat), Reason: "kyushukyuhai"}, nil
	case engine.Kakan:
		var pon []tile.Tile
		if i := ponIndex(c.me().Melds, a.Tile.Kind()); i >= 0 {
			pon = c.me().Melds[i].Tiles
		}
		return Msg{Type: "kakan", Actor: ip(c.seat), Pai: Pai(a.Tile), Consumed: pais(pon)}, nil
	}
	return none, nil
}

// lastDiscarder is the seat whose discard is being answered.
func (c *Client) lastDiscarder() int { return c.lastFrom }

// waitsOf returns the kinds that complete the hand ts less its last tile.
func (c *Client) waitsOf(ts []tile.Tile) []tile.Kind {
	rest := ts[:len(ts)-1]
	var out []tile.Kind
	for _, k := range tile.Riichi([3]int{}).Kinds() {
		if c.shanten(append(slices.Clone(rest), tile.Of(k))) == -1 {
			out = append(out, k)
		}
	}
	return out
}

// furiten: a wait in the client's own river, or a win let go since.
func (c *Client) furiten(waits []tile.Kind) bool {
	if c.missed {
		return true
	}
	return slices.ContainsFunc(c.me().Discards, func(d engine.Discarded) bool { return slices.Contains(waits, d.Tile.Kind()) })
}
