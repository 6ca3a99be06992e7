package tui

import (
	"errors"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"jantaku/engine"
	"jantaku/tile"
	"jantaku/variant/momojan"
	"jantaku/variant/suzume"
)

// fakeGame is a scripted table: a fixed View, the actions the screen played,
// and events to answer with.
type fakeGame struct {
	view    engine.View
	acted   []engine.Action
	answer  []engine.Event // what the next Act returns
	after   *engine.View   // the View after the next Act or bot step
	refuse  bool
	botLeft int // bot steps still to take
	steps   int
	result  engine.Result
}

func (f *fakeGame) View() engine.View { return f.view }

func (f *fakeGame) Result() engine.Result { return f.result }

func (f *fakeGame) Act(a engine.Action) ([]engine.Event, error) {
	if f.refuse {
		return nil, errors.New("not now")
	}
	f.acted = append(f.acted, a)
	f.turnOver()
	return f.answer, nil
}

func (f *fakeGame) NextBot() (BotTurn, bool) {
	if f.botLeft == 0 {
		return BotTurn{}, false
	}
	return BotTurn{Seat: 1, Choose: func() engine.Action { return engine.Action{Type: engine.Pass} }}, true
}

func (f *fakeGame) PlayBot(seat engine.Seat, a engine.Action) ([]engine.Event, error) {
	if f.botLeft == 0 || seat != 1 {
		return nil, errors.New("no bot to play")
	}
	f.botLeft--
	f.steps++
	f.turnOver()
	return f.answer, nil
}

func (f *fakeGame) turnOver() {
	if f.after != nil {
		f.view = *f.after
	}
}

var suzumeInfo = func() Info {
	opts, _ := engine.ResolveOptions(suzume.Variant{}.Options(), nil)
	return Info{Variant: "suzume", Name: "test", Players: 2, Tiles: tile.Suzume(), Options: opts, Scorer: suzume.Variant{}}
}()

func discards(ts []tile.Tile) []engine.Action {
	out := make([]engine.Action, len(ts))
	for i, t := range ts {
		out[i] = engine.Action{Type: engine.Discard, Tile: t}
	}
	return out
}

// turnView is the person's turn with hand (the last tile just drawn) and
// legal actions: every discard plus extra.
func turnView(hand string, extra ...engine.Action) engine.View {
	h := tile.MustParse(hand)
	return engine.View{Variant: "suzume", Seat: 0, Round: "East 1", Players: []engine.PlayerView{
		{Hand: h, HandSize: len(h), Drawn: true}, {HandSize: 5},
	}, Legal: append(discards(h), extra...)}
}

func callView(extra ...engine.Action) engine.View {
	h := tile.MustParse("22456s")
	return engine.View{Variant: "suzume", Seat: 0, Round: "East 1", Players: []engine.PlayerView{
		{Hand: h, HandSize: 5}, {HandSize: 5},
	}, Legal: append([]engine.Action{{Type: engine.Pass}}, extra...)}
}

func press(m *Model, keys ...string) tea.Cmd {
	var cmd tea.Cmd
	for _, k := range keys {
		var msg tea.KeyMsg
		switch k {
		case "enter":
			msg = tea.KeyMsg{Type: tea.KeyEnter}
		case "ctrl+c":
			msg = tea.KeyMsg{Type: tea.KeyCtrlC}
		case "down":
			msg = tea.KeyMsg{Type: tea.KeyDown}
		case "up":
			msg = tea.KeyMsg{Type: tea.KeyUp}
		case " ":
			msg = tea.KeyMsg{Type: tea.KeySpace, Runes: []rune{' '}}
		default:
			msg = tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(k)}
		}
		_, cmd = m.Update(msg)
	}
	return cmd
}

func TestKeysPlayActions(t *testing.T) {
	tsumo := engine.Action{Type: engine.Tsumo}
	pon := engine.Action{Type: engine.Pon, Tile: tile.MustParse("2s")[0], Tiles: tile.MustParse("22s")}
	ron := engine.Action{Type: engine.Ron, Tile: tile.MustParse("3s")[0]}
	pass := engine.Action{Type: engine.Pass}
	d := func(s string) engine.Action { return engine.Action{Type: engine.Discard, Tile: tile.MustParse(s)[0]} }
	tests := []struct {
		name string
		view engine.View
		keys []string
		want []engine.Action
	}{
		// the hand shows sorted, the drawn 1s kept last: 4s 7s 9s 發 中 | 1s
		{"letter discards the tile shown above it", turnView("79s4s67z1s"), []string{"a"}, []engine.Action{d("4s")}},
		{"the last letter is the drawn tile", turnView("79s4s67z1s"), []string{"f"}, []engine.Action{d("1s")}},
		{"a letter past the hand does nothing", turnView("79s4s67z1s"), []string{"z"}, nil},
		{"enter discards the drawn tile by default", turnView("79s4s67z1s"), []string{"enter"}, []engine.Action{d("1s")}},
		{"digits number the other actions, wins first", turnView("79s4s67z1s", tsumo), []string{"1"}, []engine.Action{tsumo}},
		{"enter takes a win first", turnView("79s4s67z1s", tsumo), []string{"enter"}, []engine.Action{tsumo}},
		{"arrows move the choice", turnView("79s4s67z1s", tsumo), []string{"down", "down", "enter"}, []engine.Action{d("4s")}},
		{"up wraps round", turnView("79s4s67z1s"), []string{"up", "enter"}, []engine.Action{d("7z")}},
		{"enter passes on a call by default", callView(pon), []string{"enter"}, []engine.Action{pass}},
		{"space passes", callView(pon), []string{" "}, []engine.Action{pass}},
		{"a digit calls", callView(pon), []string{"2"}, []engine.Action{pon}},
		{"ron comes before pass", callView(pon, ron), []string{"enter"}, []engine.Action{ron}},
		{"letters do not discard during a call", callView(pon), []string{"a"}, nil},
		{"hint and notation keys play nothing", turnView("79s4s67z1s"), []string{"?", "/"}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := &fakeGame{view: tt.view}
			m := NewModel(g, suzumeInfo, 0)
			press(m, tt.keys...)
			if len(g.acted) != len(tt.want) {
				t.Fatalf("played %v, want %v", g.acted, tt.want)
			}
			for i := range tt.want {
				if !g.acted[i].Equal(tt.want[i]) {
					t.Errorf("played %v, want %v", g.acted[i], tt.want[i])
				}
			}
		})
	}
}

// tickAndChoose runs one bot timer through: the tick, then the decision the
// tick's command brings back. It returns the command after the decision.
func tickAndChoose(t *testing.T, m *Model, tick tea.Cmd) tea.Cmd {
	t.Helper()
	_, think := m.Update(tick())
	if think == nil {
		return nil
	}
	_, next := m.Update(think())
	return next
}

func TestBotTicks(t *testing.T) {
	waiting := callView()
	waiting.Legal = nil
	g := &fakeGame{view: waiting, botLeft: 2}
	m := NewModel(g, suzumeInfo, 0)
	first := m.Init()
	if first == nil {
		t.Fatal("Init started no bot timer")
	}
	if _, cmd := m.Update(botTick{m.tick - 1}); cmd != nil {
		t.Fatal("a stale timer set a bot thinking")
	}
	next := tickAndChoose(t, m, first)
	if g.steps != 1 || next == nil {
		t.Fatalf("after a tick: %d steps, next timer %v", g.steps, next != nil)
	}
	if _, cmd := m.Update(first()); cmd != nil {
		t.Fatal("the same timer fired twice")
	}
	next = tickAndChoose(t, m, next)
	if g.steps != 2 || tickAndChoose(t, m, next) != nil {
		t.Fatalf("with no bot to act: %d steps", g.steps)
	}
}

// TestStaleBotChoice: the person acts while a bot thinks; the bot's choice,
// made for a table that has moved on, is dropped.
func TestStaleBotChoice(t *testing.T) {
	g := &fakeGame{view: callView(), botLeft: 1}
	m := NewModel(g, suzumeInfo, 0)
	_, think := m.Update(m.Init()())
	if think == nil {
		t.Fatal("no bot set thinking")
	}
	chose := think()
	press(m, " ") // the person passes meanwhile
	if m.Update(chose); g.steps != 0 {
		t.Fatal("a stale bot choice was played")
	}
}

func TestHandEndAndGameOver(t *testing.T) {
	over := callView()
	over.Legal, over.Over = nil, true
	win := []engine.Event{
		{Type: engine.EvAct, Seat: 0, Action: &engine.Action{Type: engine.Tsumo}},
		{Type: engine.EvWin, Seat: 0, Tile: tile.MustParse("1s")[0], Tiles: tile.MustParse("22456s1s"), Data: suzume.WinData{Tsumo: true,
			Tile: tile.MustParse("1s")[0], Value: suzume.Value{Points: 8, Items: []suzume.Item{{ID: suzume.YTanyao, Count: 1, Points: 1}, {ID: suzume.YSequence, Count: 2, Points: 2}}}}},
		{Type: engine.EvScores, Seat: 0, Data: suzume.ScoresData{Reason: "tsumo", Deltas: []int{8, -8}, Scores: []int{48, 32}}},
		{Type: engine.EvGameEnd, Data: engine.Result{Scores: []int{48, 32}}},
	}
	before := turnView("22456s1s", engine.Action{Type: engine.Tsumo})
	before.Players[0].Score, before.Players[1].Score = 40, 40
	g := &fakeGame{view: before, answer: win, after: &over, botLeft: 5}
	m := NewModel(g, suzumeInfo, 0)
	if cmd := press(m, "1"); cmd != nil {
		t.Fatal("the bots go on under the score screen")
	}
	screen := m.View()
	for _, want := range []string{"You win by tsumo (self-drawn)", "hand:  2索 2索 4索 5索 6索   drew 1索", "タンヤオ all simples  1 point",
		"worth 8 points", "You          +8  →      48", "Bot 1        -8  →      32", "Enter to continue"} {
		if !strings.Contains(screen, want) {
			t.Errorf("the score screen lacks %q:\n%s", want, screen)
		}
	}
	press(m, "/")
	if screen := m.View(); !strings.Contains(screen, "hand:  2s 2s 4s 5s 6s   drew 1s") {
		t.Errorf("the score screen does not follow the notation toggle:\n%s", screen)
	}
	press(m, "/")
	if m.Update(botTick{m.tick}); g.steps != 0 {
		t.Fatal("a bot acted under the score screen")
	}
	press(m, "1", "a")
	if len(g.acted) != 1 {
		t.Fatalf("keys played under the score screen: %v", g.acted)
	}
	press(m, "enter")
	if !strings.Contains(m.View(), "Game over. Enter to quit") {
		t.Fatalf("no final screen:\n%s", m.View())
	}
	if cmd := press(m, "enter"); cmd == nil || cmd() != tea.Quit() {
		t.Fatal("Enter on the final screen does not quit")
	}
}

func TestQuitRefusalAndToggles(t *testing.T) {
	g := &fakeGame{view: turnView("11199s9s"), refuse: true}
	m := NewModel(g, suzumeInfo, 0)
	if cmd := press(m, "a"); cmd != nil || !strings.Contains(m.View(), "refused: not now") {
		t.Errorf("a refused action is not shown:\n%s", m.View())
	}
	press(m, "?")
	if v := m.View(); !strings.Contains(v, "Hints") || !strings.Contains(v, "wins now: 21 points: triplet 4, all terminals and honours 15, dealer bonus 2") {
		t.Errorf("the hints do not show the finished hand:\n%s", v)
	}
	press(m, "?", "/")
	if v := m.View(); strings.Contains(v, "Hints") || !strings.Contains(v, "1s 1s 1s 9s 9s   9s") {
		t.Errorf("hints off and notation on:\n%s", v)
	}
	if cmd := press(m, "ctrl+c"); cmd == nil || cmd() != tea.Quit() {
		t.Error("ctrl+c does not quit")
	}
}

func TestCallIsBoxed(t *testing.T) {
	v := callView(engine.Action{Type: engine.Pon, Tile: tile.MustParse("2s")[0], Tiles: tile.MustParse("22s")})
	v.Last = &engine.Event{Type: engine.EvAct, Seat: 1, Action: &engine.Action{Type: engine.Discard, Tile: tile.MustParse("2s")[0]}}
	m := NewModel(&fakeGame{view: v}, suzumeInfo, 0)
	screen := m.View()
	for _, want := range []string{"┏", "Your call: Bot 1: discard 2索", "1 pass", "2 pon 2索 (2索 2索)"} {
		if !strings.Contains(screen, want) {
			t.Errorf("the call offer lacks %q:\n%s", want, screen)
		}
	}
}

func TestTableIsDrawn(t *testing.T) {
	riichiInfo := Info{Variant: "riichi", Name: "Riichi", Players: 2, Tiles: tile.Riichi([3]int{1, 1, 1})}
	ts := tile.MustParse
	v := engine.View{Variant: "riichi", Seat: 0, Round: "East 2, 1 honba", WallLeft: 42, Dora: ts("3z"), Honba: 1, Sticks: 2,
		Dealer: 1, Turn: 1, Players: []engine.PlayerView{
			{Score: 24000, Wind: "South", Hand: ts("123m0p"), HandSize: 4, Riichi: true,
				Melds:    []engine.Meld{{Kind: engine.MeldPon, Tiles: ts("777z"), From: 1, Called: 2}},
				Discards: []engine.Discarded{{Tile: ts("9s")[0]}, {Tile: ts("1z")[0], Riichi: true}}},
			{Score: 26000, Wind: "East", HandSize: 13, Flowers: ts("1f"),
				Discards: []engine.Discarded{{Tile: ts("7z")[0], Taken: true}}},
		}}
	screen := NewModel(&fakeGame{view: v}, riichiInfo, 0).View()
	for _, want := range []string{
		"East 2, 1 honba", "wall 42", "dora indicator 西", "sticks 2 honba 1",
		"You   South  24000 pts   4 in hand", "riichi", "[pon 中 中 中]", "river: 九索 riichi:東",
		"Bot 1 East   26000 pts  13 in hand  dealer  ◀ turn", "flowers 1f", "river: 中",
		"Your hand: 一萬 二萬 三萬 五筒", "waiting for the others",
	} {
		if !strings.Contains(screen, want) {
			t.Errorf("the table lacks %q:\n%s", want, screen)
		}
	}
}

// すずめ雀's revealed tile is the dora itself, not an indicator of the next
// one; its red bamboo, the red five too, are shown as 1r-9r in the notation.
func TestSuzumeDoraAndRedNotation(t *testing.T) {
	v := callView()
	v.Dora = tile.MustParse("9r")
	v.Players[0].Hand = tile.Suzume().Own(tile.MustParse("340s7z6z"))
	m := NewModel(&fakeGame{view: v}, suzumeInfo, 0)
	screen := m.View()
	if !strings.Contains(screen, "· dora 9索") || strings.Contains(screen, "indicator") {
		t.Errorf("the dora is not shown as the dora:\n%s", screen)
	}
	press(m, "/")
	if screen = m.View(); !strings.Contains(screen, "· dora 9r") || !strings.Contains(screen, "5r") || strings.Contains(screen, "0s") {
		t.Errorf("the notation does not write the red five 5r:\n%s", screen)
	}
}

// The maiko table names the dummy as the dummy, with no points, and shows
// each player's MP and a ご指名リーチ.
func TestMaikoTableIsDrawn(t *testing.T) {
	info := Info{Variant: "maiko", Name: "Maiko", Players: 3, Tiles: tile.Riichi([3]int{1, 1, 1})}
	ts := tile.MustParse
	v := engine.View{Variant: "maiko", Seat: 0, Round: "East 1", WallLeft: 60, Dealer: 0, Turn: 3, Players: []engine.PlayerView{
		{Score: 25000, Wind: "East", Hand: ts("123m"), HandSize: 13, Extra: map[string]any{"mp": 2}},
		{Score: 24000, Wind: "South", HandSize: 13, Riichi: true, Extra: map[string]any{"mp": float64(-1), "nominated": true, "ron_only": 3}},
		{Score: 26000, Wind: "West", HandSize: 13, Extra: map[string]any{"mp": 0}},
		{Wind: "North", HandSize: 13},
	}}
	screen := NewModel(&fakeGame{view: v}, info, 0).View()
	for _, want := range []string{"You   East   25000 pts  13 in hand  MP 2", "MP -1  ご指名リーチ (ron off the dummy only)",
		"Dummy North (舞子, played by the table, no points)  13 in hand  ◀ turn"} {
		if !strings.Contains(screen, want) {
			t.Errorf("the table lacks %q:\n%s", want, screen)
		}
	}
	if strings.Contains(screen, "Bot 3") {
		t.Errorf("the dummy is called a bot:\n%s", screen)
	}
}

func TestActionLabels(t *testing.T) {
	m := NewModel(&fakeGame{view: callView()}, suzumeInfo, 0)
	one := func(s string) tile.Tile { return tile.MustParse(s)[0] }
	for _, tc := range []struct {
		a    engine.Action
		want string
	}{
		{engine.Action{Type: engine.Riichi, Tile: one("3r")}, "riichi, discarding 3索"},
		{engine.Action{Type: engine.Riichi, Tile: one("3s"), Flag: "open"}, "riichi, discarding 3索 [open]"},
		{engine.Action{Type: engine.Chi, Tile: one("3s"), Tiles: tile.MustParse("45s")}, "chi 3索 (4索 5索)"},
		{engine.Action{Type: engine.Tsumo}, "tsumo"},
	} {
		if got := m.label(tc.a); got != tc.want {
			t.Errorf("label(%v) = %q, want %q", tc.a, got, tc.want)
		}
	}
}

// The final screen reads the game's Result in words: why it ended, the
// players by rank with scores and points, and maiko's MP and 身請け.
func TestFinalStandings(t *testing.T) {
	info := Info{Variant: "maiko", Name: "Maiko", Players: 3, Tiles: tile.Riichi([3]int{1, 1, 1})}
	v := engine.View{Variant: "maiko", Seat: 1, Over: true, Players: make([]engine.PlayerView, 4)}
	g := &fakeGame{view: v, result: engine.Result{Scores: []int{30000, -900, 45900}, Ranks: []int{2, 3, 1}, Points: []int{5, -51, 46},
		Ending: "bust", Hands: 6, Extra: map[string]int{"mp_A": 2, "mp_B": 0, "mp_C": 3, "mikeuke": 2}}}
	m := NewModel(g, info, 0)
	m.mode = gameOver
	screen := m.View()
	for _, want := range []string{"The game is over after 6 hands: a player's score fell below zero",
		"1st  Bot 2    45900    +46 after uma   MP 3", "3rd  You       -900    -51 after uma   MP 0",
		"身請け: Bot 2 takes the dummy home"} {
		if !strings.Contains(screen, want) {
			t.Errorf("the final screen lacks %q:\n%s", want, screen)
		}
	}
}

// The hint pane warns of furiten and of MOMOJAN's three-set minimum.
func TestHintPaneWarnings(t *testing.T) {
	opts, _ := engine.ResolveOptions(momojan.Variant{}.Options(), nil)
	info := Info{Variant: "momojan", Name: "test", Players: 2, Tiles: momojan.Variant{}.Tiles(opts), Options: opts, Scorer: momojan.Variant{}}
	v := engine.View{Variant: "momojan", Seat: 0, Round: "deal 1", Players: make([]engine.PlayerView, 2)}
	v.Players[0].Hand = tile.MustParse("123p456p7s")
	v.Players[0].Discards = []engine.Discarded{{Tile: tile.MustParse("4s")[0]}}
	m := NewModel(&fakeGame{view: v}, info, 0)
	press(m, "?")
	screen := m.View()
	for _, want := range []string{"a win needs a pair and 3 sets: 1 more to make", "waits of the shape (no win yet)", "furiten: a wait is in your own river"} {
		if !strings.Contains(screen, want) {
			t.Errorf("the hints lack %q:\n%s", want, screen)
		}
	}
}

// A riichi hand without a yaku is not said to lack one because of riichi.
func TestNoWinReason(t *testing.T) {
	for in, want := range map[string]string{
		"riichi: the hand has no yaku":                                      "the hand has no yaku",
		"no win: needs one pair, 3 or more sets and a yaku worth 1 or more": "needs one pair, 3 or more sets and a yaku worth 1 or more",
		"no yaku: declaring this win is a chombo":                           "no yaku: declaring this win is a chombo",
	} {
		if got := noWinReason(in); got != want {
			t.Errorf("noWinReason(%q) = %q, want %q", in, got, want)
		}
	}
}
