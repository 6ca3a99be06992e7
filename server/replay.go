package server

import (
	"context"
	"errors"
	"net/http"
	"strconv"
	"sync"

	"jantaku/engine"
	"jantaku/record"
	"jantaku/store"
)

// A finished game never changes, so the viewer's steps come from an index
// built once per game: where each hand starts, and a copy of the game at
// each hand's start, so that any step is at most one hand's actions away.

// replayStep is one step of a finished game, for the step-by-step viewer.
type replayStep struct {
	Step   int                `json:"step"`  // actions played so far
	Steps  int                `json:"steps"` // actions in the game
	Seat   string             `json:"seat"`  // whose view: "-1" (a spectator), a seat, or "all" (every hand open)
	View   engine.View        `json:"view"`
	Events []engine.Event     `json:"events"`           // what this step did: step 0 the opening deal
	Action *engine.SeatAction `json:"action,omitempty"` // the action of this step (none at step 0)
	Hand   int                `json:"hand"`             // the index in Hands of the hand in play
	// HandEnd is the hand this step ended, as the table's result screen
	// shows it; none when the step ended no hand.
	HandEnd *engine.HandEnd `json:"hand_end,omitempty"`
	Hands   []handStart     `json:"hands"`
	Result  *engine.Result  `json:"result,omitempty"` // the game's final result
	Table   tableInfo       `json:"table"`
}

// handStart is where a hand of a finished game begins: the step whose
// events deal it (step 0 for the first).
type handStart struct {
	Round string `json:"round"` // as the game names it, e.g. "East 2, 1 honba"
	Step  int    `json:"step"`
}

// replayIndex is a finished game prepared for viewing.
type replayIndex struct {
	rec   record.Record
	info  tableInfo
	hands []handStart
	marks []engine.Game // the game at each hand's start step; never applied to
}

// replayCache keeps the indexes of the games viewed last.
type replayCache struct {
	mu    sync.Mutex
	order []string // least recently used first
	byID  map[string]*replayIndex
}

// replayCacheSize bounds the finished games kept ready for viewing.
const replayCacheSize = 16

func (c *replayCache) get(id string) *replayIndex {
	c.mu.Lock()
	defer c.mu.Unlock()
	x := c.byID[id]
	if x != nil {
		c.touch(id)
	}
	return x
}

func (c *replayCache) put(id string, x *replayIndex) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.byID == nil {
		c.byID = map[string]*replayIndex{}
	}
	if _, ok := c.byID[id]; !ok && len(c.order) >= replayCacheSize {
		delete(c.byID, c.order[0])
		c.order = c.order[1:]
	}
	c.byID[id] = x
	c.touch(id)
}

// touch moves id to the most recently used end.
func (c *replayCache) touch(id string) {
	for i, o := range c.order {
		if o == id {
			c.order = append(c.order[:i], c.order[i+1:]...)
			break
		}
	}
	c.order = append(c.order, id)
}

var errNotOver = errors.New("a game can be replayed once it is over")

// replayOf returns the index of finished table id, building it on first use.
func (s *Server) replayOf(ctx context.Context, id string) (*replayIndex, error) {
	if x := s.replays.get(id); x != nil {
		return x, nil
	}
	t, err := s.cfg.Store.Table(ctx, id)
	if err != nil {
		return nil, err
	}
	if t.Status != store.Finished {
		return nil, errNotOver
	}
	actions, err := s.cfg.Store.Actions(ctx, id)
	if err != nil {
		return nil, err
	}
	rec := record.Record{Format: record.Format, Variant: t.Variant, Config: t.Config, Actions: actions, Result: t.Result}
	x, err := indexReplay(s.cfg.Variants, rec, publicInfo(t))
	if err != nil {
		return nil, err
	}
	s.replays.put(id, x)
	return x, nil
}

// indexReplay prepares a finished game for viewing.
func indexReplay(reg *engine.Registry, rec record.Record, info tableInfo) (*replayIndex, error) {
	v, err := reg.Get(rec.Variant)
	if err != nil {
		return nil, err
	}
	g, _, err := engine.NewGame(v, rec.Config)
	if err != nil {
		return nil, err
	}
	x := &replayIndex{rec: rec, info: info}
	mark := func(step int) {
		x.hands = append(x.hands, handStart{Round: g.View(engine.Spectator).Round, Step: step})
		x.marks = append(x.marks, g.Clone())
	}
	mark(0)
	hand := g.View(engine.Spectator).Hand
	for i, sa := range rec.Actions {
		if _, err := g.Apply(sa.Seat, sa.Action); err != nil {
			return nil, err
		}
		// A hand dealt by the last action of a record that stops there
		// (some hands of a game) is no hand to jump to.
		if h := g.View(engine.Spectator).Hand; h != hand && !g.Over() && i+1 < len(rec.Actions) {
			hand = h
			mark(i + 1)
		}
	}
	return x, nil
}

// at returns the game after step actions and the events of the last one
// (the opening at step 0), the index of the hand in play and the hand
// the last action ended, if it ended one.
func (x *replayIndex) at(step int) (engine.Game, []engine.Event, *engine.SeatAction, int, *engine.HandEnd) {
	h := 0
	for i, hs := range x.hands {
		if hs.Step <= step {
			h = i
		}
	}
	from := h
	if step > 0 && x.hands[from].Step == step {
		from-- // the events of this step are the last of the hand before
	}
	g := x.marks[from].Clone()
	if step == 0 {
		return g, opening(g), nil, 0, nil
	}
	var evs []engine.Event
	var before engine.View
	for i := x.hands[from].Step; i < step; i++ {
		sa := x.rec.Actions[i]
		if i == step-1 {
			before = g.View(engine.Spectator)
		}
		out, err := g.Apply(sa.Seat, sa.Action)
		if err != nil {
			break // the stored game replayed when the index was built
		}
		if i == step-1 {
			evs = append([]engine.Event(nil), out...)
		}
	}
	last := x.rec.Actions[step-1]
	var endp *engine.HandEnd
	if end, ok := engine.HandEndOf(evs, before); ok {
		endp = &end
	}
	return g, evs, &last, h, endp
}

// opening returns the events the game made before its first action.
func opening(g engine.Game) []engine.Event { return g.Opening() }

// openView shows every hand face up: for the replay of a game that is
// over, when hidden information is no secret any more. A game with hands
// beyond its seats (maiko's dummy) shows them through its own OpenView.
func openView(g engine.Game) engine.View {
	if o, ok := g.(interface{ OpenView() engine.View }); ok {
		return o.OpenView()
	}
	v := g.View(engine.Spectator)
	for s := range min(g.Seats(), len(v.Players)) {
		p := g.View(engine.Seat(s)).Players[s]
		v.Players[s].Hand, v.Players[s].Drawn = p.Hand, p.Drawn
	}
	return v
}

// handleReplay shows a finished game after ?step=N actions, as ?seat=S saw
// it: a seat, -1 (a spectator, the default) or "all" (every hand open).
// Hidden information is no secret once the game is over, but a seat's
// view still shows what that seat knew.
func (s *Server) handleReplay(w http.ResponseWriter, r *http.Request) {
	if s.replays.get(r.PathValue("id")) == nil && !s.replayAllowed(w, r) {
		return // a game not cached is replayed from its start
	}
	x, err := s.replayOf(r.Context(), r.PathValue("id"))
	switch {
	case errors.Is(err, store.ErrNotFound):
		s.writeError(w, http.StatusNotFound, err)
		return
	case errors.Is(err, errNotOver):
		s.writeError(w, http.StatusForbidden, err)
		return
	case err != nil:
		s.writeError(w, http.StatusInternalServerError, err)
		return
	}
	s.serveReplay(w, r, x)
}

// serveReplay answers a request for a step of x (?step=N&seat=S).
func (s *Server) serveReplay(w http.ResponseWriter, r *http.Request, x *replayIndex) {
	q := r.URL.Query()
	step, _ := strconv.Atoi(q.Get("step"))
	step = max(0, min(step, len(x.rec.Actions)))
	all, seat := q.Get("seat") == "all", engine.Spectator
	if sq := q.Get("seat"); sq != "" && !all {
		n, err := strconv.Atoi(sq)
		if err != nil || n < -1 || n >= x.rec.Config.Players {
			s.writeError(w, http.StatusBadRequest, errors.New(`seat is -1 (spectator), a seat number or "all"`))
			return
		}
		seat = engine.Seat(n)
	}
	g, evs, action, hand, end := x.at(step)
	out := replayStep{Step: step, Steps: len(x.rec.Actions), Seat: strconv.Itoa(int(seat)), Action: action, Hand: hand,
		HandEnd: end, Hands: x.hands, Result: x.rec.Result, Table: x.info}
	if all {
		out.Seat, out.View, out.Events = "all", openView(g), evs
	} else {
		out.View = g.View(seat)
		for _, e := range evs {
			out.Events = append(out.Events, e.Mask(seat))
		}
	}
	if out.Events == nil {
		out.Events = []engine.Event{}
	}
	writeJSON(w, http.StatusOK, out)
}
