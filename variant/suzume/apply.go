package suzume

import (
	"slices"

	"jantaku/engine"
	"jantaku/tile"
)

// WinData is the Data of a win event.
type WinData struct {
	Tsumo bool        `json:"tsumo"`
	From  engine.Seat `json:"from"` // the discarder on a ron; the winner on a tsumo
	Tile  tile.Tile   `json:"tile"` // the winning tile
	Value Value       `json:"value"`
	Paid  int         `json:"paid"` // what the winner actually received
}

// ScoresData is the Data of a scores event.
type ScoresData struct {
	Reason string `json:"reason"` // "tsumo", "ron" or "mistaken"
	Deltas []int  `json:"deltas"`
	Scores []int  `json:"scores"`
}

// EvMistake is the event of a mistaken win: the hand is shown to all, then
// taken back.
const EvMistake engine.EventType = "mistake"

// Apply implements engine.Game. It checks the action first and changes
// nothing when it is refused.
func (g *Game) Apply(seat engine.Seat, a engine.Action) ([]engine.Event, error) {
	a, err := engine.Check(g, seat, ownSpelling(a))
	if err != nil {
		return nil, err
	}
	act := a
	evs := []engine.Event{{Type: engine.EvAct, Seat: seat, Action: &act}}
	switch {
	case a.Flag == FlagMistaken: // declared aloud: everyone sees it at once
		evs = g.mistake(seat, a, evs)
	case a.Type == engine.Tsumo:
		evs = g.winTsumo(evs)
	case a.Type == engine.Discard:
		evs = g.discard(a.Tile, evs)
	default: // ron or pass in the window: nothing shows until it settles
		evs = nil
		g.window.Choose(seat, a)
		if g.window.Done() {
			evs = g.settleWindow(evs)
		}
	}
	if len(evs) > 0 {
		last := evs[len(evs)-1]
		g.last = &last
	}
	return evs, nil
}

// InWindow implements engine.Windowed.
func (g *Game) InWindow() bool { return g.window != nil }

// discard puts t in the turn player's river and opens the ron window.
func (g *Game) discard(t tile.Tile, evs []engine.Event) []engine.Event {
	s := g.turn
	h := g.held[s]
	i := slices.Index(h, t)
	tsumogiri := g.drawn && h[len(h)-1] == t // the drawn tile, even if the hand holds its twin
	if tsumogiri {
		i = len(h) - 1
	}
	g.held[s] = slices.Delete(h, i, i+1)
	slices.Sort(g.held[s])
	g.rivers[s] = append(g.rivers[s], engine.Discarded{Tile: t, Tsumogiri: tsumogiri})
	g.drawn, g.tsumo = false, nil
	g.rons = make([]*Value, g.cfg.Players)
	g.window = engine.NewWindowFor(g.cfg.OpenWindows, g.cfg.Players, g.after(s), func(o engine.Seat) []engine.Action {
		return g.ronOffer(o, t)
	})
	if g.window.Empty() {
		return g.nextTurn(evs)
	}
	return evs
}

// after returns the other seats in turn order from s.
func (g *Game) after(s engine.Seat) []engine.Seat {
	n := engine.Seat(g.cfg.Players)
	out := make([]engine.Seat, 0, n-1)
	for i := engine.Seat(1); i < n; i++ {
		out = append(out, (s+i)%n)
	}
	return out
}

// ronOffer is what seat o may do with the discard t: ron when the tile
// finishes a hand worth the minimum and o has discarded no tile of its
// number or honour; else a mistaken ron where the table allows it.
func (g *Game) ronOffer(o engine.Seat, t tile.Tile) []engine.Action {
	if !g.furiten(o, t) {
		if v, ok := g.rules.WinValue(append(slices.Clone(g.held[o]), t), g.context(o)); ok {
			g.rons[o] = &v
			return []engine.Action{{Type: engine.Ron, Tile: t}, {Type: engine.Pass}}
		}
	}
	if g.rules.MistakenWins {
		return []engine.Action{{Type: engine.Ron, Tile: t, Flag: FlagMistaken}, {Type: engine.Pass}}
	}
	return nil
}

func (g *Game) furiten(o engine.Seat, t tile.Tile) bool {
	for _, d := range g.rivers[o] {
		if d.Tile.Kind() == t.Kind() {
			return true
		}
	}
	return false
}

// settleWindow ends the ron window: every true ron wins, else play goes on.
func (g *Game) settleWindow(evs []engine.Event) []engine.Event {
	wins := g.window.Winners(func(a engine.Action) int {
		if a.Type == engine.Ron && a.Flag == "" {
			return 1
		}
		return 0
	})
	if len(wins) == 0 {
		g.window = nil
		return g.nextTurn(evs)
	}
	return g.winRon(wins, evs)
}

func (g *Game) nextTurn(evs []engine.Event) []engine.Event {
	g.window, g.rons = nil, nil
	g.turn = (g.turn + 1) % engine.Seat(g.cfg.Players)
	return g.draw(evs)
}

// ownSpelling writes the action's tiles as すずめ雀 does: the red five
// written 0s, as riichi writes it and as records made before すずめ雀 wrote
// it 5r name it, is the red five 5r, so those records still replay. The
// caller's copy is left as it was.
func ownSpelling(a engine.Action) engine.Action {
	old := tile.New(tile.K(tile.Sou, 5), true)
	if a.Tile == old || slices.Contains(a.Tiles, old) {
		set := tile.Suzume()
		a.Tile, a.Tiles = set.OwnTile(a.Tile), set.Own(a.Tiles)
	}
	return a
}
