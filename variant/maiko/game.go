package maiko

import (
	"slices"

	"jantaku/engine"
	"jantaku/tile"
	"jantaku/variant/riichi"
)

// Game is a maiko game: a riichi game (riichi.NewHouse with maiko's
// house) whose fourth seat the Game plays itself as the dummy. The three
// players are seats 0-2; the dummy never appears in ToAct. It implements
// engine.Game, engine.Summary and engine.Walled.
type Game struct {
	opening []engine.Event
	rg      *riichi.Game
	rules   *Rules
	shuf    engine.Shuffler // the dice of the 割れ目 choice
	mp      [Players]int

	// The dummy check's opening of the dummy's hand (reveal.go): its
	// dealt tiles this hand, the hand's number, whether this hand's check
	// was shown, and the last check, for the View.
	dummyDealt []tile.Tile
	dealtHand  int
	checked    bool
	lastCheck  *DummyCheck
}

var (
	_ engine.Game     = (*Game)(nil)
	_ engine.Summary  = (*Game)(nil)
	_ engine.Walled   = (*Game)(nil)
	_ engine.Windowed = (*Game)(nil)
)

// FlagNominated on a Riichi action declares ご指名リーチ.
const FlagNominated = string(engine.FlagNominated)

func newGame(cfg engine.Config) (*Game, error) { return newScripted(cfg, nil) }

// newScripted starts a game whose first hands are dealt from script (seat
// 3 is the dummy), as riichi.NewScripted deals them.
func newScripted(cfg engine.Config, script []riichi.HandScript) (*Game, error) {
	if cfg.Players != 0 && cfg.Players != Players {
		return nil, &riichi.RulesError{Key: "players", Msg: "maiko is played by three (and the dummy)"}
	}
	opts, err := engine.ResolveOptions(Options(), cfg.Options)
	if err != nil {
		return nil, err
	}
	r, err := RulesFrom(opts)
	if err != nil {
		return nil, err
	}
	ro := engine.Options{}
	for k, v := range opts {
		if k != OptSpectatorSeesDummy && k != OptWareme && k != OptFirstDealer {
			ro[k] = v
		}
	}
	// The walls come from the table's own generator: its key, when it has one.
	rcfg := engine.Config{Players: Seats, Options: ro, Seed: cfg.Seed, Shuffle: cfg.Shuffle, Key: cfg.Key, OpenWindows: cfg.OpenWindows}
	rg, err := riichi.NewHouseScripted(rcfg, script, house{rules: &r})
	if err != nil {
		return nil, err
	}
	g := &Game{rg: rg, rules: &r, shuf: cfg.Shuffler(), dealtHand: -1}
	g.opening = g.reveal(g.playDummy(slices.Clone(rg.Opening())))
	return g, nil
}

// Opening returns the events of the first deal, the dummy's first moves
// included, which no Apply returns (tenhou.net/6 export reads them).
func (g *Game) Opening() []engine.Event { return slices.Clone(g.opening) }

// RiichiEvents marks maiko's events as riichi's (tenhou.net/6 export reads
// them, the dummy as the fourth player).
func (g *Game) RiichiEvents() {}

// Seats implements engine.Game: the three players.
func (g *Game) Seats() int { return Players }

// ToAct implements engine.Game.
func (g *Game) ToAct() []engine.Seat {
	if s, ok := g.choosing(); ok {
		return []engine.Seat{s}
	}
	return slices.DeleteFunc(slices.Clone(g.rg.ToAct()), func(s engine.Seat) bool { return s == Dummy })
}

// InWindow implements engine.Windowed.
func (g *Game) InWindow() bool {
	_, choosing := g.choosing()
	return !choosing && g.rg.InWindow()
}

// Legal implements engine.Game: riichi's actions, and every plain riichi
// declaration once more as ご指名リーチ.
func (g *Game) Legal(seat engine.Seat) []engine.Action {
	if seat < 0 || int(seat) >= Players {
		return nil
	}
	if s, ok := g.choosing(); ok {
		if s != seat {
			return nil
		}
		return waremeLegal()
	}
	legal := g.rg.Legal(seat)
	out := slices.Clone(legal)
	for _, a := range legal {
		if a.Type == engine.Riichi && a.Flag == "" {
			a.Flag = FlagNominated
			out = append(out, a)
		}
	}
	return out
}

// Apply implements engine.Game. After the player's action the dummy plays
// until a player must decide.
func (g *Game) Apply(seat engine.Seat, a engine.Action) ([]engine.Event, error) {
	a, err := engine.Check(g, seat, a)
	if err != nil {
		return nil, err
	}
	if _, ok := g.choosing(); ok {
		return g.reveal(g.playDummy(g.choose(seat, a))), nil
	}
	nominated := a.Type == engine.Riichi && a.Flag == FlagNominated
	if nominated {
		a.Flag = ""
	}
	if nominated {
		// before the discard: its hand may end at once, and the
		// restriction must not reach the next one.
		g.rg.RestrictRon(int(seat), Dummy)
	}
	evs, err := g.rg.Apply(seat, a)
	if err != nil {
		if nominated {
			g.rg.RestrictRon(int(seat), -1)
		}
		return nil, err
	}
	evs = slices.Clone(evs)
	if nominated {
		for i := range evs {
			evs[i] = flagNominated(evs[i], seat)
		}
	}
	g.count(evs)
	return g.reveal(g.playDummy(evs)), nil
}

// playDummy makes the dummy's moves while only it is to act, adding their
// events to evs.
func (g *Game) playDummy(evs []engine.Event) []engine.Event {
	for !g.rg.Over() {
		if _, ok := g.choosing(); ok {
			return evs
		}
		if !slices.Contains(g.rg.ToAct(), Dummy) {
			return evs
		}
		a, ok := dummyAction(g.rg)
		if !ok {
			return evs
		}
		more, err := g.rg.Apply(Dummy, a)
		if err != nil {
			return evs
		}
		g.count(more)
		evs = append(evs, more...)
	}
	return evs
}

// count adds the MP the events move.
func (g *Game) count(evs []engine.Event) {
	for _, e := range evs {
		var side [Seats]int
		switch d := e.Data.(type) {
		case riichi.WinData:
			side = d.Side
		case riichi.DrawData:
			side = d.Side
		default:
			continue
		}
		for s := range Players {
			g.mp[s] += side[s]
		}
	}
}

// MP returns each player's 身請けポイント.
func (g *Game) MP() [Players]int { return g.mp }

// Over implements engine.Game.
func (g *Game) Over() bool { return g.rg.Over() }

// Result implements engine.Game: the players' scores, ranks and points
// (the dummy ranked out; oka over three), their MP, and who takes the
// dummy (身請け: seat, or -1).
func (g *Game) Result() engine.Result {
	r := g.rg.Result()
	out := engine.Result{Scores: slices.Clone(r.Scores[:Players]), Ranks: slices.Clone(r.Ranks[:Players]),
		Ending: r.Ending, Hands: r.Hands, Extra: map[string]int{}}
	if r.Points != nil {
		out.Points = slices.Clone(r.Points[:Players])
	}
	if r.Uma != nil {
		out.Uma = slices.Clone(r.Uma[:Players])
	}
	for s := range Players {
		out.Extra["mp_"+seatNames[s]] = g.mp[s]
	}
	out.Extra["mikeuke"] = Mikeuke(out.Scores, out.Ranks, g.mp)
	return out
}

// Mikeuke returns the player who takes the dummy (身請け) at the end: the
// most MP among those not busted (a score below zero), MP above zero, a
// tie to the better rank; -1 for nobody.
func Mikeuke(scores, ranks []int, mp [Players]int) int {
	best := -1
	for s := range Players {
		if scores[s] < 0 || mp[s] <= 0 {
			continue
		}
		if best < 0 || mp[s] > mp[best] || mp[s] == mp[best] && ranks[s] < ranks[best] {
			best = s
		}
	}
	return best
}

// Clone implements engine.Game.
func (g *Game) Clone() engine.Game {
	c := *g
	c.rg = g.rg.Clone().(*riichi.Game)
	return &c
}

// AllTiles implements engine.Summary.
func (g *Game) AllTiles() []tile.Tile { return g.rg.AllTiles() }

// PointsInPlay implements engine.Summary: the players' scores and the
// sticks on the table never change in sum (the dummy holds none).
func (g *Game) PointsInPlay() (int, bool) { return g.rg.PointsInPlay() }

// Wall implements engine.Walled.
func (g *Game) Wall() (int, []tile.Tile) { return g.rg.Wall() }
