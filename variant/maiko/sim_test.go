package maiko

import (
	"flag"
	"fmt"
	"slices"
	"testing"

	"jantaku/engine"
	"jantaku/sim"
	"jantaku/variant/riichi"
)

var simGames = flag.Int("games", 0, "hanchan for the simulation tests; 0: 60, or 8 under -race")

func games() int {
	switch {
	case *simGames > 0:
		return *simGames
	case raceEnabled:
		return 8
	}
	return 60
}

// eager takes every win and riichi it is offered (a nominated riichi one
// time in two, a chombo ron one time in eight), never chi or pon, else
// plays at random: wins, sticks and
// nominated riichi come often.
func eager(_ engine.View, legal []engine.Action, r *engine.Rand) engine.Action {
	for _, want := range []engine.ActionType{engine.Tsumo, engine.Ron, engine.Riichi} {
		var of []engine.Action
		for _, a := range legal {
			if a.Type == want && (a.Flag != riichi.FlagChombo || r.IntN(8) == 0) {
				of = append(of, a)
			}
		}
		if len(of) > 0 {
			return of[r.IntN(len(of))]
		}
	}
	var quiet []engine.Action
	for _, a := range legal {
		if a.Type != engine.Chi && a.Type != engine.Pon {
			quiet = append(quiet, a)
		}
	}
	return quiet[r.IntN(len(quiet))]
}

// TestSimulation plays hanchan with sim.Run: every tile in one place, the
// players' points and the sticks conserved, refused actions change no view.
func TestSimulation(t *testing.T) {
	both := engine.Options{OptOpenRiichi: "true", OptWareme: "true"}
	for _, tt := range []struct {
		name string
		bots []sim.Chooser
		opts engine.Options
	}{{"random", nil, nil}, {"eager", []sim.Chooser{eager, eager, eager}, nil}, {"greedy", []sim.Chooser{greedy, greedy, greedy}, nil},
		{"random open wareme", nil, both}, {"greedy open wareme", []sim.Chooser{greedy, greedy, greedy}, both}} {
		t.Run(tt.name, func(t *testing.T) {
			n := games()
			rep, err := sim.Run(Variant{}, sim.Config{Game: engine.Config{Seed: 7, Options: tt.opts}, Games: n, Bots: tt.bots, CheckEvery: 97})
			if err != nil {
				t.Fatal(err)
			}
			for _, v := range rep.Violations {
				t.Error(v)
			}
			if rep.Games != n {
				t.Errorf("%d games, want %d", rep.Games, n)
			}
			t.Logf("%d games, %d hands, endings %v", rep.Games, rep.Hands, rep.Endings)
		})
	}
}

// ledger follows a game's events and checks every payment and MP change
// against the text's accounting, recomputed from the event alone.
type ledger struct {
	r             *Rules
	dealer, honba int
	nominated     [Players]bool
	open          [Players]bool // open riichi declared this hand
	waremeSelf    [Players]bool // the 割れ目 choice to shoulder
	wins, dummy   int
	// expect is the next hand's dealer when the dummy dealt the last
	// hand (or won it), else -1.
	expect     int
	dummyDraws int
	chombos    int
	// opens, openOffDummy and choices count open riichi, their wins off
	// the dummy and 割れ目 choices.
	opens, openOffDummy, choices int
}

func (l *ledger) event(e engine.Event) error {
	switch d := e.Data.(type) {
	case riichi.HandStart:
		if l.expect >= 0 && d.Dealer != l.expect {
			return fmt.Errorf("dealer %d after the dummy's hand, want %d", d.Dealer, l.expect)
		}
		l.expect = -1
		l.dealer, l.honba = d.Dealer, d.Honba
		l.nominated, l.open, l.waremeSelf = [Players]bool{}, [Players]bool{}, [Players]bool{}
	case nil:
		if e.Type == engine.EvAct && e.Action != nil {
			l.act(int(e.Seat), *e.Action)
		}
	case riichi.WinData:
		if err := linesAddUp(d.Payments, d.Deltas); err != nil {
			return fmt.Errorf("win by %d (%+v): %v", d.Seat, d, err)
		}
		err := l.win(d)
		l.honba = 0 // a second ron on the same tile takes no honba (riichi's rule)
		return err
	case riichi.DrawData:
		if err := linesAddUp(d.Payments, d.Deltas); err != nil {
			return fmt.Errorf("%s draw (%+v): %v", d.Reason, d, err)
		}
		return l.draw(int(e.Seat), d)
	}
	return nil
}

// linesAddUp checks a hand's payment lines against the points it moved:
// each seat's lines net to its delta, each line pays something for a
// reason the client words, and the dummy never pays or is paid.
func linesAddUp(lines []engine.Payment, deltas [Seats]int) error {
	for _, p := range lines {
		if p.Amount <= 0 || !slices.Contains([]string{"ron", "tsumo", "pao", "honba", "sticks", "stick_back", "noten", "nagashi_mangan", "chombo", "maiko_tsumo", "maiko_dummy"}, p.Why) {
			return fmt.Errorf("line %+v", p)
		}
		if p.From == Dummy || p.To == Dummy {
			return fmt.Errorf("the dummy pays or is paid: %+v", p)
		}
	}
	if net := riichi.NetOf(lines); net != deltas {
		return fmt.Errorf("payment lines %+v net %v, the deltas are %v", lines, net, deltas)
	}
	return nil
}

// act notes an open riichi and a 割れ目 choice.
func (l *ledger) act(s int, a engine.Action) {
	if s < 0 || s >= Players {
		return
	}
	switch {
	case a.Type == engine.Riichi:
		l.open[s] = a.Flag == riichi.FlagOpen
		l.opens += b2i(l.open[s])
	case a.Type == engine.Pass && a.Flag == FlagWaremeSelf:
		l.waremeSelf[s] = true
		l.choices++
	case a.Type == engine.Pass && a.Flag == FlagWaremeOthers:
		l.choices++
	}
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// selfShoulders: ご指名リーチ, an open riichi the dummy dealt into, or
// the 割れ目 choice for a tsumo or a ron off the dummy.
func (l *ledger) selfShoulders(d riichi.WinData) bool {
	offDummy := d.From == Dummy
	return l.nominated[d.Seat] || l.open[d.Seat] && offDummy || l.waremeSelf[d.Seat] && (d.From < 0 || offDummy)
}

func (l *ledger) win(d riichi.WinData) error {
	l.wins++
	if d.Deltas[Dummy] != 0 {
		return fmt.Errorf("the dummy's points moved: %v", d.Deltas)
	}
	if d.Seat == Dummy {
		l.dummy++
		l.expect = (l.dealer + 1) % Seats // the dummy's win as dealer keeps the deal
		if l.dealer == Dummy {
			l.expect = Dummy
		}
		for s := range Players {
			if d.Deltas[s] < 0 {
				return fmt.Errorf("a dummy win took points: %v", d.Deltas)
			}
		}
		sum := 0
		for _, m := range d.Side {
			sum += m
		}
		// the players lose what they would have paid: the hand and honba.
		if want := -(d.Points + l.r.Riichi.Honba*l.honba); sum != want {
			return fmt.Errorf("dummy win: MP sum %d, want %d (%+v)", sum, want, d)
		}
		return nil
	}
	from := d.From
	ctx := riichi.WinContext{Tsumo: from < 0, Winner: d.Seat, From: from, Dealer: l.dealer, Honba: l.honba}
	if from < 0 {
		ctx.From = d.Seat
	}
	want := SettleWin(&l.r.Riichi, Win{Score: riichi.ScoreOf(&l.r.Riichi, d.Han, d.Fu, d.Yakuman, d.Seat == l.dealer),
		Ctx: ctx, SelfShoulder: l.selfShoulders(d)})
	if l.open[d.Seat] && d.From == Dummy {
		l.openOffDummy++
		for _, y := range d.Yaku {
			if y.Name == "オープン立直" || y.Name == "オープン立直放銃" {
				return fmt.Errorf("the dummy dealt into open riichi, valued %+v", d.Yaku)
			}
		}
	}
	got := d.Deltas
	sticks := 0
	for s := range Seats {
		sticks += got[s]
	}
	got[d.Seat] -= sticks
	if (got != want.Deltas || d.Side != want.MP) && d.Yakuman == 0 {
		return fmt.Errorf("win %+v: deltas %v mp %v, want %v %v", d, got, d.Side, want.Deltas, want.MP)
	}
	if sticks%l.r.Riichi.RiichiStick != 0 || sticks < 0 {
		return fmt.Errorf("sticks taken %d", sticks)
	}
	return nil
}

func (l *ledger) draw(seat int, d riichi.DrawData) error {
	sum := 0
	for _, x := range d.Deltas {
		sum += x
	}
	if sum != 0 || d.Deltas[Dummy] != 0 {
		return fmt.Errorf("draw payments %v", d.Deltas)
	}
	if d.Reason == "chombo" {
		l.chombos++
		if want := Chombo(&l.r.Riichi, seat, l.dealer); d.Deltas != want {
			return fmt.Errorf("chombo by %d: %v, want %v", seat, d.Deltas, want)
		}
		l.expect = l.dealer
		return nil
	}
	if d.Reason != "exhaustive" {
		return nil
	}
	if l.dealer == Dummy {
		// a dummy dealer whose dealt hand is ready keeps the deal.
		l.dummyDraws++
		l.expect = 0
		if d.Tenpai[Dummy] {
			l.expect = Dummy
		}
	}
	var tenpai [Players]bool
	copy(tenpai[:], d.Tenpai[:Players])
	if want := NotenPayments(tenpai, l.r.NotenEach); d.Deltas != want {
		return fmt.Errorf("noten payments %v, want %v", d.Deltas, want)
	}
	return nil
}

// TestLedger plays hanchan with the eager bot and checks every win and
// draw's points and MP against the settlement recomputed from the event,
// and the game's MP against the sum of the events'.
func TestLedger(t *testing.T) {
	for _, tt := range []struct {
		name string
		opts engine.Options
	}{{"default", nil}, {"open riichi and wareme", engine.Options{OptOpenRiichi: "true", OptWareme: "true"}}} {
		t.Run(tt.name, func(t *testing.T) {
			total := runLedger(t, tt.opts)
			if tt.opts != nil && (total.opens == 0 || total.choices == 0) {
				t.Errorf("options on but %d open riichi, %d 割れ目 choices", total.opens, total.choices)
			}
		})
	}
}

// runLedger plays games() hanchan under opts with the ledger.
func runLedger(t *testing.T, opts engine.Options) ledger {
	n := games()
	var total ledger
	for seed := range uint64(n) {
		g, err := newGame(engine.Config{Seed: seed, Options: opts})
		if err != nil {
			t.Fatal(err)
		}
		l := &ledger{r: g.rules, expect: -1}
		var mp [Players]int
		rnd := engine.NewRand(seed)
		for steps := 0; !g.Over(); steps++ {
			if steps > 100000 {
				t.Fatalf("seed %d: no end", seed)
			}
			s := g.ToAct()[0]
			a := greedy(g.View(s), g.Legal(s), rnd)
			evs, err := g.Apply(s, a)
			if err != nil {
				t.Fatalf("seed %d: %v", seed, err)
			}
			for _, e := range evs {
				if e.Type == engine.EvAct && e.Seat == s && e.Action != nil && e.Action.Type == engine.Riichi {
					l.nominated[s] = a.Flag == FlagNominated
				}
				if err := l.event(e); err != nil {
					t.Fatalf("seed %d: %v", seed, err)
				}
				switch d := e.Data.(type) {
				case riichi.WinData:
					for s := range Players {
						mp[s] += d.Side[s]
					}
				case riichi.DrawData:
					for s := range Players {
						mp[s] += d.Side[s]
					}
				}
			}
		}
		if err := checkResult(g.Result()); err != nil {
			t.Errorf("seed %d: %v", seed, err)
		}
		if mp != g.MP() {
			t.Errorf("seed %d: MP %v, events sum to %v", seed, g.MP(), mp)
		}
		total.wins += l.wins
		total.dummy += l.dummy
		total.dummyDraws += l.dummyDraws
		total.chombos += l.chombos
		total.opens += l.opens
		total.openOffDummy += l.openOffDummy
		total.choices += l.choices
	}
	t.Logf("%d hanchan: %d wins, %d by the dummy, %d draws the dummy dealt, %d chombos, %d open riichi (%d won off the dummy), %d 割れ目 choices",
		n, total.wins, total.dummy, total.dummyDraws, total.chombos, total.opens, total.openOffDummy, total.choices)
	if total.wins == 0 {
		t.Error("no wins: the ledger checked nothing")
	}
	return total
}

// checkResult: three players ranked 1-3, points summing to zero (oka over
// three), and 身請け as Mikeuke says.
func checkResult(r engine.Result) error {
	if len(r.Scores) != Players || len(r.Ranks) != Players || len(r.Points) != Players {
		return fmt.Errorf("result for %d seats: %+v", len(r.Scores), r)
	}
	sum, seen := 0, [Players + 1]bool{}
	for s := range Players {
		sum += r.Points[s]
		if r.Ranks[s] < 1 || r.Ranks[s] > Players || seen[r.Ranks[s]] {
			return fmt.Errorf("ranks %v", r.Ranks)
		}
		seen[r.Ranks[s]] = true
	}
	if sum != 0 {
		return fmt.Errorf("points %v sum to %d", r.Points, sum)
	}
	// default table: 30000 returned, uma 20-10 read for three as +20, 0,
	// -20; the first takes the rest (oka over three players).
	for s := range Players {
		uma := map[int]int{2: 0, 3: -20000}[r.Ranks[s]]
		if r.Ranks[s] > 1 && r.Points[s] != roundK(r.Scores[s]-30000+uma) {
			return fmt.Errorf("rank %d score %d: points %d", r.Ranks[s], r.Scores[s], r.Points[s])
		}
	}
	mp := [Players]int{r.Extra["mp_A"], r.Extra["mp_B"], r.Extra["mp_C"]}
	if want := Mikeuke(r.Scores, r.Ranks, mp); r.Extra["mikeuke"] != want {
		return fmt.Errorf("mikeuke %d, want %d", r.Extra["mikeuke"], want)
	}
	return nil
}

// roundK rounds points to thousands, a half up.
func roundK(v int) int {
	q := v + 500
	if q < 0 {
		return -((-q + 999) / 1000)
	}
	return q / 1000
}
