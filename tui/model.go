package tui

import (
	"fmt"
	"slices"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"jantaku/engine"
	"jantaku/hint"
	"jantaku/tile"
)

// mode is which screen is up.
type mode int

const (
	playing  mode = iota
	handEnd       // the score screen after a hand
	gameOver      // the final standings
)

// handKeys label the tiles of the person's hand; pressing one discards it.
const handKeys = "abcdefghijklmnopqrstuvwxyz"

// choice is one legal action with the key that plays it ("" for none).
type choice struct {
	key    string
	action engine.Action
}

// Model is the bubbletea model of the terminal game.
type Model struct {
	game  Game
	info  Info
	delay time.Duration

	view    engine.View
	choices []choice
	cursor  int
	log     []string // the latest events, newest last
	summary []string // the score screen's lines
	// ended is the hand end the score screen shows, and the events that
	// ended it, to write it again in the other notation
	ended    engine.HandEnd
	endedEvs []engine.Event
	final    []string // the final standings, once the game is over
	// endedRound names the hand the result screen is about (the View has
	// moved on to the next).
	endedRound string
	mode       mode
	hints      bool
	hint       *hint.Hint // the hint for view, worked out when first shown
	codes      bool       // tiles in the notation instead of their names
	err        string
	tick       int // the live bot timer; older ticks are ignored
	width      int
	height     int // 0 until the terminal tells
}

// botTick asks a bot to act; id tells stale timers apart.
type botTick struct{ id int }

// botChose carries a bot's decision, worked out off the screen's thread,
// back to Update.
type botChose struct {
	id     int
	seat   engine.Seat
	action engine.Action
}

// NewModel returns the screen for game, whose bots act delay apart.
func NewModel(game Game, info Info, delay time.Duration) *Model {
	m := &Model{game: game, info: info, delay: delay, width: 100}
	m.refresh()
	return m
}

// Init implements tea.Model: the bots start if they are first to act.
func (m *Model) Init() tea.Cmd { return m.schedule() }

// schedule starts a new bot timer, cancelling any other.
func (m *Model) schedule() tea.Cmd {
	m.tick++
	id := m.tick
	if m.delay <= 0 {
		return func() tea.Msg { return botTick{id} }
	}
	return tea.Tick(m.delay, func(time.Time) tea.Msg { return botTick{id} })
}

// Update implements tea.Model.
func (m *Model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		m.width, m.height = msg.Width, msg.Height
	case botTick:
		if msg.id != m.tick || m.mode != playing {
			return m, nil
		}
		turn, ok := m.game.NextBot()
		if !ok {
			return m, nil // the person's turn: the timer waits for them
		}
		return m, func() tea.Msg { return botChose{msg.id, turn.Seat, turn.Choose()} }
	case botChose:
		if msg.id != m.tick || m.mode != playing {
			return m, nil // the table moved on while the bot thought
		}
		evs, err := m.game.PlayBot(msg.seat, msg.action)
		if err != nil {
			m.err = err.Error()
			return m, nil
		}
		m.absorb(evs)
		return m, m.next()
	case tea.KeyMsg:
		return m.key(msg.String())
	}
	return m, nil
}

// next is the command after a change: the bots go on unless a screen waits.
func (m *Model) next() tea.Cmd {
	if m.mode != playing {
		return nil
	}
	return m.schedule()
}

func (m *Model) key(k string) (tea.Model, tea.Cmd) {
	switch k {
	case "ctrl+c":
		return m, tea.Quit
	case "?":
		m.hints = !m.hints
		return m, nil
	case "/":
		m.codes = !m.codes
		if m.mode == handEnd {
			m.summary = m.handEndLines(m.ended, m.endedEvs)
		}
		return m, nil
	}
	switch m.mode {
	case handEnd:
		if k == "enter" || k == " " {
			m.summary, m.ended, m.endedEvs = nil, engine.HandEnd{}, nil
			m.mode = playing
			if m.view.Over {
				m.mode = gameOver
			}
			return m, m.next()
		}
		return m, nil
	case gameOver:
		if k == "enter" || k == "q" || k == "esc" {
			return m, tea.Quit
		}
		return m, nil
	}
	return m.playKey(k)
}

func (m *Model) playKey(k string) (tea.Model, tea.Cmd) {
	switch k {
	case "up", "left":
		if len(m.choices) > 0 {
			m.cursor = (m.cursor + len(m.choices) - 1) % len(m.choices)
		}
		return m, nil
	case "down", "right", "tab":
		if len(m.choices) > 0 {
			m.cursor = (m.cursor + 1) % len(m.choices)
		}
		return m, nil
	case "enter":
		if m.cursor < len(m.choices) {
			return m.play(m.choices[m.cursor].action)
		}
		return m, nil
	case " ":
		if i := slices.IndexFunc(m.choices, func(c choice) bool { return c.action.Type == engine.Pass }); i >= 0 {
			return m.play(m.choices[i].action)
		}
		return m, nil
	}
	for _, c := range m.choices {
		if c.key == k {
			return m.play(c.action)
		}
	}
	if i := indexOf(handKeys, k); i >= 0 {
		if a, ok := m.discardAt(i); ok {
			return m.play(a)
		}
	}
	return m, nil
}

// discardAt returns the discard of the tile at hand position i, if legal.
func (m *Model) discardAt(i int) (engine.Action, bool) {
	h := m.hand()
	if i >= len(h) {
		return engine.Action{}, false
	}
	a := engine.Action{Type: engine.Discard, Tile: h[i]}
	return a, engine.Contains(m.view.Legal, a)
}

func (m *Model) play(a engine.Action) (tea.Model, tea.Cmd) {
	evs, err := m.game.Act(a)
	if err != nil {
		m.err = err.Error()
		return m, nil
	}
	m.err = ""
	m.absorb(evs)
	return m, m.next()
}

// absorb takes the events of one action: the log, the result screen, the
// fresh View.
func (m *Model) absorb(evs []engine.Event) {
	before := m.view
	m.refresh()
	for _, e := range evs {
		if line := m.describe(e); line != "" {
			m.log = append(m.log, line)
		}
	}
	if n := len(m.log); n > logLines {
		m.log = slices.Clone(m.log[n-logLines:])
	}
	if m.view.Over {
		// the game's own Result: a variant built on another (maiko) may
		// pass on the inner game's end event
		m.final = m.gameEndLines(m.game.Result())
	}
	end, ended := engine.HandEndOf(evs, before)
	switch {
	case ended:
		m.summary, m.endedRound = m.handEndLines(end, evs), before.Round
		m.ended, m.endedEvs = end, evs
		m.mode = handEnd
	case m.view.Over && m.mode == playing: // ended without a hand's end (a stop)
		m.mode = gameOver
	}
}

const logLines = 6

// refresh reads the person's View and lays out the keys of its legal actions.
func (m *Model) refresh() {
	m.view = m.game.View()
	m.hint = nil
	m.choices = m.choices[:0]
	n := 0
	for _, a := range ordered(m.view.Legal, m.drawn()) {
		c := choice{action: a}
		if a.Type != engine.Discard && n < 9 {
			n++
			c.key = fmt.Sprint(n)
		}
		m.choices = append(m.choices, c)
	}
	m.cursor = 0
}

// ordered puts wins first, then passing, other decisions, and discards last
// with the drawn tile first, so the default (Enter) is never a call.
func ordered(legal []engine.Action, drawn *tile.Tile) []engine.Action {
	rank := func(a engine.Action) int {
		switch {
		case a.Type == engine.Tsumo || a.Type == engine.Ron:
			return 0
		case a.Type == engine.Pass:
			return 1
		case a.Type == engine.Discard && drawn != nil && a.Tile == *drawn:
			return 3
		case a.Type == engine.Discard:
			return 4
		}
		return 2
	}
	out := slices.Clone(legal)
	slices.SortStableFunc(out, func(a, b engine.Action) int {
		if r := rank(a) - rank(b); r != 0 || a.Type != engine.Discard {
			return r
		}
		return sortKey(a.Tile.Kind()) - sortKey(b.Tile.Kind()) // as the hand shows
	})
	return out
}

// hand returns the person's hand as the screen shows it: sorted, with a
// fresh draw kept apart at the end. The letters follow this order.
func (m *Model) hand() []tile.Tile {
	if m.view.Seat < 0 || int(m.view.Seat) >= len(m.view.Players) {
		return nil
	}
	p := m.view.Players[m.view.Seat]
	h := slices.Clone(p.Hand)
	if p.Drawn && len(h) > 0 {
		sortTiles(h[:len(h)-1])
	} else {
		sortTiles(h)
	}
	return h
}

func indexOf(keys, k string) int {
	if len(k) != 1 {
		return -1
	}
	for i := range len(keys) {
		if keys[i] == k[0] {
			return i
		}
	}
	return -1
}

// drawn returns the person's freshly drawn tile, if any.
func (m *Model) drawn() *tile.Tile {
	h := m.hand()
	if len(h) == 0 || !m.view.Players[m.view.Seat].Drawn {
		return nil
	}
	return &h[len(h)-1]
}

// sortTiles orders tiles by kind with the number suits first, the honours
// and pictures after them, the flowers last; a red copy after the plain ones,
// playing cards of one rank in suit order (♠♥♦♣).
func sortTiles(ts []tile.Tile) {
	slices.SortStableFunc(ts, func(a, b tile.Tile) int {
		if x, y := sortKey(a.Kind()), sortKey(b.Kind()); x != y {
			return x - y
		}
		return tile.Compare(a, b)
	})
}

func sortKey(k tile.Kind) int {
	switch s := k.Suit(); {
	case s.Numbered():
		return int(k)
	case k == tile.Joker:
		return 1100
	case s == tile.Honor:
		return 1000 + k.Number()
	}
	return 2000 + int(k)
}
