package server

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"sync/atomic"
	"time"

	"jantaku/bot"
	"jantaku/engine"
	"jantaku/store"
)

// table runs one game: a single goroutine owns the game and applies every
// action, so actions are totally ordered and stored before they are sent.
type table struct {
	srv     *Server
	claimed time.Time // when this server claimed the table; set before it runs
	meta    store.Table
	variant engine.Variant
	game    engine.Game
	seq     int // actions stored so far
	// public is seq as of the last action everyone was told of: a choice
	// in a call window that leaves it open is told to nobody else (see
	// window.go), and clients' seq never counts it.
	public  int
	bots    []bot.Bot
	commits commitments
	held    []Commitment // commitments of secret window choices, told with the next public step (none so far)
	hand    handLog      // the hand in play's events, for a client who comes in mid-hand

	cmds    chan func()      // run on the table's goroutine
	done    chan struct{}    // closed when the table's goroutine ends
	stop    string           // set on the goroutine: why it must end now
	clients map[*client]bool // the seats' connections (spectators share audience's stream)

	until    []time.Time // by seat: when a person asked now runs out of time; zero = not asked or no limit
	timer    Timer
	botTimer Timer
	fails    int      // store failures in a row: retries back off
	unstored bool     // the game is over but its result is not stored yet
	pause    *between // set while a hand's result is shown

	creator  string      // the address that created the table here, for the per-address cap; under srv.mu
	audience audience    // the spectators
	people   int         // connections playing a seat
	opened   int         // connections ever made to a seat, to tell the oldest
	renamed  []time.Time // by seat: when it last took a name
	alone    time.Time   // when the last person disconnected (or the table loaded)
	waiting  bool        // a think time ran out with no person connected: the clock waits for one
	progress progressCell
}

func newTable(s *Server, meta store.Table, v engine.Variant, actions []engine.SeatAction) (*table, error) {
	g, c, public, hand, err := replayTable(v, meta, actions)
	if err != nil {
		return nil, fmt.Errorf("replaying stored actions: %w", err)
	}
	t := &table{srv: s, meta: meta, variant: v, game: g, seq: len(actions), public: public, hand: hand, bots: make([]bot.Bot, len(meta.Seats)), until: make([]time.Time, len(meta.Seats)),
		commits: c, cmds: make(chan func(), 64), done: make(chan struct{}), clients: map[*client]bool{}, alone: s.now()}
	t.progress.set(t.currentProgress())
	// A game over whose result was never stored (the process died between
	// the last action and the result) is finished as soon as it runs.
	t.unstored = g.Over()
	return t, nil
}

// replayCommitments replays a table's actions and rebuilds the game and the
// commitments of the hands played so far.
func replayCommitments(v engine.Variant, meta store.Table, actions []engine.SeatAction) (engine.Game, commitments, error) {
	g, c, _, _, err := replayTable(v, meta, actions)
	return g, c, err
}

// replayTable replays a table's actions: the game, the commitments of the
// hands played so far, the seq everyone was last told of and the events of
// the hand in play.
func replayTable(v engine.Variant, meta store.Table, actions []engine.SeatAction) (engine.Game, commitments, int, handLog, error) {
	c := commitments{secret: meta.Secret}
	var hand handLog
	g, _, err := engine.NewGame(v, meta.Config)
	if err != nil {
		return nil, c, 0, hand, err
	}
	c.observe(g)
	hand.add(g.Opening())
	public := 0
	for i, sa := range actions {
		window := engine.InWindow(g)
		evs, err := g.Apply(sa.Seat, sa.Action)
		if err != nil {
			return nil, c, 0, hand, fmt.Errorf("action %d: %w", i, err)
		}
		if !secretChoice(window, evs, g) {
			public = i + 1
		}
		hand.add(evs)
		c.observe(g)
	}
	return g, c, public, hand, nil
}

// do runs f on the table's goroutine and waits for it, or gives up when
// ctx ends or the table stops. Either f has run and do returns nil, or
// f never runs: a caller that gave up (a connection's welcome, say) has
// nothing to undo.
func (t *table) do(ctx context.Context, f func()) error {
	const (
		queued = iota
		started
		abandoned
	)
	var state atomic.Int32
	done := make(chan struct{})
	run := func() {
		if state.CompareAndSwap(queued, started) {
			f()
			close(done)
		}
	}
	select {
	case t.cmds <- run:
	case <-ctx.Done():
		return ctx.Err()
	case <-t.done:
		return errTableStopped
	}
	select {
	case <-done:
		return nil
	case <-ctx.Done():
	case <-t.done:
	}
	if !state.CompareAndSwap(queued, abandoned) {
		<-done // f is running on the table's goroutine, or has run
		return nil
	}
	if ctx.Err() != nil {
		return ctx.Err()
	}
	return errTableStopped
}

var errTableStopped = errors.New("the table stopped here; reconnect to find where it is served")

// run is the table's goroutine. When it ends, every client is disconnected
// so it reconnects to wherever the table is served next.
func (t *table) run(ctx context.Context) {
	t.schedule()
	defer t.stopTimers()
	defer func() {
		if t.pause != nil {
			t.pause.timer.Stop()
		}
	}()
	defer func() {
		close(t.done)
		for c := range t.clients {
			c.drop("table moved")
		}
		t.endSpectators("table moved")
	}()
	for {
		if t.game.Over() && !t.unstored && len(t.clients) == 0 && t.audience.count == 0 {
			return
		}
		select {
		case <-ctx.Done():
			return
		case f := <-t.cmds:
			f()
			if t.stop != "" {
				t.srv.cfg.Logf("table %s: %s; stopping", t.meta.ID, t.stop)
				return
			}
		}
	}
}

func (t *table) stopTimers() {
	if t.timer != nil {
		t.timer.Stop()
	}
	if t.botTimer != nil {
		t.botTimer.Stop()
	}
}

// act plays seat's action, then passes at once for every seat a call
// window offers nothing but Pass. It runs on the table's goroutine.
func (t *table) act(seat engine.Seat, a engine.Action) error {
	if t.pause != nil {
		return errBetweenHands
	}
	if err := t.apply(seat, a, false); err != nil {
		return err
	}
	if err := t.passForOnlyPass(); err != nil {
		t.srv.cfg.Logf("table %s: passing for a seat with nothing to do: %v", t.meta.ID, err)
	}
	return nil
}

// apply applies one action: check, store, apply, tell whoever may know.
// An automatic pass (auto) is told to nobody.
func (t *table) apply(seat engine.Seat, a engine.Action, auto bool) error {
	a, err := engine.Check(t.game, seat, a) // the game's own entry is stored
	if err != nil {
		return err
	}
	sa := engine.SeatAction{Seat: seat, Action: a}
	if err := t.store(sa); err != nil {
		return err
	}
	return t.play(sa, auto)
}

// store stores the next actions, checked already. When the store fails,
// nothing changes, the failure is logged, and the bots' move, the passes
// and the think-time defaults are tried again after a backoff, so a table
// never waits for a move that was lost.
func (t *table) store(sas ...engine.SeatAction) error {
	if limit := t.srv.limits.Actions; t.seq+len(sas) > limit {
		t.halt(fmt.Sprintf("the game reached the server's limit of %d actions", limit))
		return errActionLimit
	}
	if err := t.srv.cfg.Store.AppendActions(t.srv.ctx, t.meta.ID, t.srv.cfg.Owner, t.seq, sas); err != nil {
		if errors.Is(err, store.ErrConflict) || errors.Is(err, store.ErrNotOwner) {
			// Another server has taken the table over: this copy is stale.
			t.stop = err.Error()
			return errTableStopped
		}
		t.fails++
		t.srv.cfg.Logf("table %s: storing action %d (failure %d in a row; retrying in %v): %v",
			t.meta.ID, t.seq, t.fails, retryDelay(t.fails), err)
		t.schedule()
		return errStoreBusy
	}
	t.fails = 0
	return nil
}

// play applies a stored action and tells whoever may know of it.
func (t *table) play(sa engine.SeatAction, auto bool) error {
	window := engine.InWindow(t.game)
	// The public view before the action tells a hand's end (melds, scores)
	// to whoever watches; a table nobody sees or sits at skips it.
	var before engine.View
	report := len(t.clients) > 0 || t.audience.count > 0 || t.hasPeople()
	if report {
		before = t.game.View(engine.Spectator)
	}
	evs, err := t.game.Apply(sa.Seat, sa.Action)
	if err != nil {
		// It was checked, so this is an engine fault; the stored action
		// would fail again on replay, so stop the table loudly.
		t.srv.cfg.Logf("table %s: engine refused a checked action %v: %v", t.meta.ID, sa, err)
		t.stop = "engine fault"
		return errServer
	}
	t.seq++
	t.until[sa.Seat] = time.Time{} // its next decision gets a fresh think time
	news := t.commits.observe(t.game)
	var end engine.HandEnd
	var ended bool
	if report {
		end, ended = engine.HandEndOf(evs, before)
	}
	if ended {
		t.startBetween(end)
	}
	t.unstored = t.game.Over() // schedule stores the result
	t.schedule()
	if secretChoice(window, evs, t.game) {
		t.held = append(t.held, news...)
		if !auto {
			t.tellChooser(sa.Seat)
		}
		return nil
	}
	var endp *engine.HandEnd
	if ended {
		endp = &end
	}
	t.public = t.seq
	t.noteProgress()
	t.hand.add(evs)
	t.announce(evs, append(t.held, news...), endp)
	t.held = nil
	return nil
}

var (
	errActionLimit = errors.New("the game reached the server's limit of actions and was stopped")
	errStoreBusy   = errors.New("the server could not store that just now; try again")
	errServer      = errors.New("the server failed; try again later")
)

// finish stores the result of a game that is over, retrying with a backoff
// until it is stored. It runs on the table's goroutine.
func (t *table) finish() {
	if !t.unstored {
		return
	}
	res := t.game.Result()
	if err := t.srv.cfg.Store.Finish(t.srv.ctx, t.meta.ID, res); err != nil {
		t.fails++
		t.srv.cfg.Logf("table %s: storing the result (failure %d in a row): %v", t.meta.ID, t.fails, err)
		t.botTimer = t.srv.afterFunc(retryDelay(t.fails), func() { t.post(t.finish) })
		return
	}
	t.fails, t.unstored = 0, false
	t.meta.Status, t.meta.Result = store.Finished, &res
}

// schedule sets the think-time deadlines and the bots' next move. A person
// still asked the same question keeps the deadline it had, so everyone
// asked about one discard times out together; after a store failure the
// timers wait for the backoff.
func (t *table) schedule() {
	t.stopTimers()
	if t.game.Over() {
		clear(t.until)
		t.finish()
		return
	}
	if t.pause != nil {
		clear(t.until) // the next decision gets a whole think time
		return         // no clock runs and no bot moves while a result is shown
	}
	toAct := t.game.ToAct()
	for s := range t.until {
		if !slices.Contains(toAct, engine.Seat(s)) {
			t.until[s] = time.Time{}
		}
	}
	now, wait := t.srv.timerNow(), retryDelay(t.fails)
	var bots bool
	var next time.Time
	for _, s := range toAct {
		if t.bots[s] != nil || onlyPass(t.game, s) { // a pass waits only for a store to work again
			bots = true
			continue
		}
		if t.meta.Think <= 0 {
			continue
		}
		if t.until[s].IsZero() {
			t.until[s] = now.Add(t.meta.Think)
		}
		if next.IsZero() || t.until[s].Before(next) {
			next = t.until[s]
		}
	}
	if bots {
		t.botTimer = t.srv.afterFunc(max(t.srv.cfg.BotDelay, wait), func() { t.post(t.playBots) })
	}
	if !next.IsZero() {
		t.timer = t.srv.afterFunc(max(next.Sub(now), wait), func() { t.post(t.timeout) })
	}
}

// restartClock gives every person asked now a whole think time again.
func (t *table) restartClock() {
	clear(t.until)
	t.schedule()
}

// deadline is when seat runs out of time, if it is asked now.
func (t *table) deadline(seat engine.Seat) time.Time {
	if seat < 0 || int(seat) >= len(t.until) {
		return time.Time{}
	}
	return t.until[seat]
}

// post queues f on the table's goroutine without waiting.
func (t *table) post(f func()) {
	select {
	case t.cmds <- f:
	case <-t.done:
	}
}

// playBots makes one decision for the first bot seat still to act, once
// the passes for seats with nothing to do are stored.
func (t *table) playBots() {
	if t.pause != nil {
		return // posted before the pause began; its end schedules the bots again
	}
	if pending := t.pendingPass(); pending {
		if err := t.passForOnlyPass(); err != nil {
			t.srv.cfg.Logf("table %s: passing for a seat with nothing to do: %v", t.meta.ID, err)
		}
		return // the bots' move is scheduled anew
	}
	for _, s := range t.game.ToAct() {
		if b := t.bots[s]; b != nil {
			legal := t.game.Legal(s)
			if len(legal) == 0 {
				continue
			}
			a := b.Choose(t.game.View(s), legal)
			if err := t.act(s, a); err != nil {
				t.srv.cfg.Logf("table %s: bot at seat %d: %v", t.meta.ID, s, err)
			}
			return
		}
	}
}

// timeout plays the safe default for every person whose time is up, all
// at once: the seats asked about one discard get their defaults together.
// With no person connected at all it plays nothing: the clock waits for
// someone to come back (and the table pauses if nobody does).
func (t *table) timeout() {
	if t.pause != nil {
		return // posted before the pause began; its end gives everyone a whole think time
	}
	now := t.srv.timerNow()
	var due []engine.Seat
	for _, s := range t.game.ToAct() {
		if u := t.until[s]; t.bots[s] == nil && !u.IsZero() && !now.Before(u) {
			due = append(due, s)
		}
	}
	if len(due) == 0 {
		t.schedule() // early, or already answered: keep the timers right
		return
	}
	if t.people == 0 {
		t.waiting = true
		t.stopTimers()
		return
	}
	for _, s := range due {
		if !slices.Contains(t.game.ToAct(), s) {
			continue // an earlier default settled its question
		}
		a, ok := SafeDefault(t.game.View(s), t.game.Legal(s))
		if !ok {
			continue
		}
		if err := t.act(s, a); err != nil {
			t.srv.cfg.Logf("table %s: timeout default for seat %d: %v", t.meta.ID, s, err)
			return // act has set the retry
		}
	}
}

// SafeDefault is what the server plays for a person who runs out of time:
// pass if that is legal, else discard the tile just drawn, else the first
// discard, else the first legal action.
func SafeDefault(v engine.View, legal []engine.Action) (engine.Action, bool) {
	if len(legal) == 0 {
		return engine.Action{}, false
	}
	if i := slices.IndexFunc(legal, func(a engine.Action) bool { return a.Type == engine.Pass }); i >= 0 {
		return legal[i], true
	}
	if v.Seat >= 0 && int(v.Seat) < len(v.Players) {
		p := v.Players[v.Seat]
		if p.Drawn && len(p.Hand) > 0 {
			drawn := engine.Action{Type: engine.Discard, Tile: p.Hand[len(p.Hand)-1]}
			if engine.Contains(legal, drawn) {
				return drawn, true
			}
		}
	}
	if i := slices.IndexFunc(legal, func(a engine.Action) bool { return a.Type == engine.Discard }); i >= 0 {
		return legal[i], true
	}
	return legal[0], true
}
