package server

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"time"

	"github.com/coder/websocket"

	"jantaku/engine"
	"jantaku/hint"
)

// Limits on what one connection may send.
const (
	maxMessage   = 4 << 10 // bytes in one client message
	burstLimit   = 100     // messages at once
	refillPerSec = 50      // messages per second, sustained
	sendQueue    = 64      // messages waiting for a slow client
)

// client is one WebSocket connection: a seat's player or a spectator.
type client struct {
	seat   engine.Seat
	opened int         // the table's count of connections when this one came
	out    chan []byte // the messages for this connection alone
	reason string      // why out was closed; read after the close
	// A spectator's writer also reads its table's stream from cursor on;
	// both are set before the writer starts, and feed is nil again once
	// the table has forgotten the spectator.
	feed   *stream
	cursor int
}

// drop closes the client's queue; its writer then closes the connection
// with reason. It runs on the table's goroutine.
func (c *client) drop(reason string) {
	if c.out != nil {
		c.reason = reason
		close(c.out)
		c.out = nil
	}
}

// clientMsg is a message from a client.
type clientMsg struct {
	Type   string         `json:"type"` // "act", "next", "name" or "ping"
	Action *engine.Action `json:"action,omitempty"`
	Name   string         `json:"name,omitempty"` // for "name"
}

// serverMsg is a message to a client.
type serverMsg struct {
	Type        string          `json:"type"` // welcome, state, between, seats, hint, error, pong
	Table       *tableInfo      `json:"table,omitempty"`
	Seat        *engine.Seat    `json:"seat,omitempty"`
	View        *engine.View    `json:"view,omitempty"`
	Events      []engine.Event  `json:"events,omitempty"`
	Seq         int             `json:"seq,omitempty"`
	ToAct       []engine.Seat   `json:"to_act,omitempty"`
	DeadlineMS  int64           `json:"deadline_ms,omitempty"`
	Commitments []Commitment    `json:"commitments,omitempty"`
	Result      *engine.Result  `json:"result,omitempty"`
	HandEnd     *engine.HandEnd `json:"hand_end,omitempty"` // the hand that just ended
	Between     *betweenInfo    `json:"between,omitempty"`  // the pause after it
	Hint        *hint.Hint      `json:"hint,omitempty"`     // the answer to "hint"
	Notice      *notice         `json:"notice,omitempty"`
	Error       string          `json:"error,omitempty"`
	Code        string          `json:"code,omitempty"`
}

// reply queues an answer to the client's own message; when the queue is
// full (a client flooding and not reading) the answer is dropped.
func (c *client) reply(m serverMsg) {
	if c.out == nil {
		return
	}
	b, _ := json.Marshal(m)
	select {
	case c.out <- b:
	default:
	}
}

// send queues a message the client must get; a client too slow to take it
// is disconnected (it can reconnect and carry on).
func (c *client) send(m serverMsg) {
	if c.out == nil {
		return
	}
	b, _ := json.Marshal(m)
	c.sendBytes(b)
}

// sendBytes queues a message already made, as send does.
func (c *client) sendBytes(b []byte) {
	select {
	case c.out <- b:
	default: // too slow: drop the connection rather than stall the table
		c.drop(reasonTooSlow)
	}
}

// masked returns evs as seat may see them.
func masked(evs []engine.Event, seat engine.Seat) []engine.Event {
	out := make([]engine.Event, len(evs))
	for i, e := range evs {
		out[i] = e.Mask(seat)
	}
	return out
}

func (s *Server) handleSocket(w http.ResponseWriter, r *http.Request) {
	id := r.PathValue("id")
	seat := engine.Spectator
	token := r.URL.Query().Get("token")
	if token != "" {
		meta, err := s.cfg.Store.Table(r.Context(), id)
		if err != nil {
			s.writeError(w, http.StatusNotFound, err)
			return
		}
		if seat, err = seatOf(meta.Seats, token); err != nil {
			s.writeError(w, seatErrorCode(err), err)
			return
		}
	}
	release, err := s.admitConnection(clientAddress(r))
	if err != nil {
		s.writeError(w, http.StatusTooManyRequests, err)
		return
	}
	defer release()
	t, err := s.open(id, token != "")
	if err != nil {
		s.writeError(w, openErrorCode(err), err)
		return
	}
	// The upgrade outlives the request's write timeout: a handshake sent
	// after it (a table opened from storage, a busy machine) would lose
	// its 101, and the client would read the first frame as the answer.
	_ = http.NewResponseController(w).SetWriteDeadline(time.Time{})
	conn, err := websocket.Accept(w, r, nil)
	if err != nil {
		return
	}
	conn.SetReadLimit(maxMessage)
	ctx, cancel := context.WithCancel(r.Context())
	defer cancel()
	c := &client{seat: seat, out: make(chan []byte, sendQueue)}
	out := c.out // the writer's queue, taken before the table may drop c
	welcome := func() {
		if seat >= 0 && t.meta.Seats[seat].Left { // left since the token was checked
			c.reply(serverMsg{Type: "error", Code: "left", Error: errLeftSeat.Error()})
			c.drop(reasonLeft)
			return
		}
		if seat >= 0 && t.meta.Seats[seat].TokenHash != hashToken(token) { // a new token since
			c.reply(serverMsg{Type: "error", Code: "new_token", Error: reasonNewToken})
			c.drop(reasonNewToken)
			return
		}
		if seat < 0 && t.audience.count >= t.srv.limits.Spectators {
			c.reply(serverMsg{Type: "error", Code: "full", Error: errSpectatorFull.Error()})
			c.drop(reasonFull)
			return
		}
		info := t.publicInfo()
		v := t.view(seat)
		m := serverMsg{Type: "welcome", Table: &info, Seat: &seat, View: &v, Seq: t.public, Commitments: t.commits.public()}
		m.Events = t.hand.seen(seat) // what happened in this hand so far
		m.ToAct, m.DeadlineMS = t.visibleToAct(seat, v)
		if t.pause != nil {
			m.HandEnd, m.Between = &t.pause.end, t.pause.info()
		}
		if t.game.Over() {
			res := t.game.Result()
			m.Result = &res
		}
		c.send(m)
		t.addClient(c)
		if seat >= 0 {
			t.closeOldest(seat, t.srv.limits.ConnectionsPerSeat)
		}
	}
	if err := t.do(ctx, welcome); err != nil {
		conn.Close(websocket.StatusTryAgainLater, "table unavailable")
		return
	}
	defer t.post(func() { t.removeClient(c) })
	go c.write(ctx, conn, cancel, out, c.feed, c.cursor)
	go s.keepAlive(ctx, conn)
	c.read(ctx, conn, t)
}

// write sends the messages queued on out (the client's queue, which the
// table's goroutine may close and forget at any time) and, for a
// spectator, its table's stream from cursor on, until the connection, the
// queue or the stream closes. Its own messages go first: a spectator's
// welcome comes before the stream that follows it.
func (c *client) write(ctx context.Context, conn *websocket.Conn, cancel context.CancelFunc, out <-chan []byte, feed *stream, cursor int) {
	defer cancel()
	send := func(b []byte) bool {
		wctx, wcancel := context.WithTimeout(ctx, 10*time.Second)
		defer wcancel()
		return conn.Write(wctx, websocket.MessageText, b) == nil
	}
	// own writes one of the connection's own messages (ok false: the
	// queue closed); false ends the writer.
	own := func(b []byte, ok bool) bool {
		if !ok {
			closeFor(conn, c.reason)
			return false
		}
		return send(b)
	}
	var more <-chan struct{} // nil (never ready) without a stream
	for {
		select {
		case b, ok := <-out:
			if !own(b, ok) {
				return
			}
			continue
		default:
		}
		if feed != nil {
			msgs, next, grew, end, behind := feed.read(cursor)
			if behind {
				closeFor(conn, reasonTooSlow)
				return
			}
			for _, b := range msgs {
				if !send(b) {
					return
				}
			}
			cursor, more = next, grew
			if len(msgs) == 0 && end != "" {
				closeFor(conn, end)
				return
			}
			if len(msgs) > 0 {
				continue // see whether more came while writing
			}
		}
		select {
		case <-ctx.Done():
			conn.Close(websocket.StatusNormalClosure, "")
			return
		case b, ok := <-out:
			if !own(b, ok) {
				return
			}
		case <-more:
			if !spread(ctx, feed) {
				conn.Close(websocket.StatusNormalClosure, "")
				return
			}
		}
	}
}

// spread waits the part of its stream's spacing a spectator's writer
// waits before writing; false if the connection ended meanwhile.
func spread(ctx context.Context, feed *stream) bool {
	d := feed.spread()
	if d <= 0 {
		return true
	}
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return true
	case <-ctx.Done():
		return false
	}
}

// reasonTooSlow closes a connection that fell too far behind its messages.
const reasonTooSlow = "too slow"

// closeFor closes conn, saying why: a client told to go away for good
// gets a normal closure, one that may come back another code.
func closeFor(conn *websocket.Conn, reason string) {
	code := websocket.StatusTryAgainLater
	switch reason {
	case reasonTooSlow:
		code = websocket.StatusPolicyViolation
	case reasonLeft, reasonStopped, reasonNewToken, reasonOpenedElsewhere:
		code = websocket.StatusNormalClosure
	}
	conn.Close(code, reason)
}

// read handles the client's messages, with a token-bucket rate limit.
func (c *client) read(ctx context.Context, conn *websocket.Conn, t *table) {
	tokens, last := float64(burstLimit), time.Now()
	var hints hintCache
	// Answers to the client's own messages are written here, so a client
	// that floods without reading only slows its own reading down.
	reply := func(m serverMsg) {
		b, _ := json.Marshal(m)
		wctx, cancel := context.WithTimeout(ctx, 5*time.Second)
		defer cancel()
		conn.Write(wctx, websocket.MessageText, b)
	}
	for {
		typ, data, err := conn.Read(ctx)
		if err != nil {
			var ce websocket.CloseError
			if errors.As(err, &ce) || ctx.Err() != nil {
				return
			}
			// an oversized message closes the socket: say why if we can
			conn.Close(websocket.StatusMessageTooBig, "message too big or unreadable")
			return
		}
		now := time.Now()
		tokens = min(burstLimit, tokens+now.Sub(last).Seconds()*refillPerSec)
		last = now
		if tokens < 1 {
			reply(serverMsg{Type: "error", Code: "rate_limited", Error: "too many messages; slow down"})
			continue
		}
		tokens--
		if typ != websocket.MessageText {
			reply(serverMsg{Type: "error", Code: "bad_message", Error: "messages are JSON text"})
			continue
		}
		var m clientMsg
		if err := json.Unmarshal(data, &m); err != nil {
			reply(serverMsg{Type: "error", Code: "bad_message", Error: "not JSON: " + err.Error()})
			continue
		}
		switch m.Type {
		case "ping":
			reply(serverMsg{Type: "pong"})
		case "hint":
			if c.seat < 0 {
				reply(serverMsg{Type: "error", Code: "spectator", Error: "spectators have no hand to read"})
				continue
			}
			h, err := t.hintFor(ctx, c.seat, &hints)
			if err != nil {
				return
			}
			reply(serverMsg{Type: "hint", Hint: h})
		case "next":
			if c.seat < 0 {
				continue
			}
			t.post(func() { t.confirm(c.seat) })
		case "name":
			if c.seat < 0 {
				reply(serverMsg{Type: "error", Code: "spectator", Error: "spectators have no seat to name"})
				continue
			}
			name, err := cleanName(m.Name)
			if err != nil {
				reply(serverMsg{Type: "error", Code: "bad_name", Error: err.Error()})
				continue
			}
			t.post(func() { t.rename(c, name) })
		case "leave":
			if c.seat < 0 {
				reply(serverMsg{Type: "error", Code: "spectator", Error: "spectators hold no seat to leave"})
				continue
			}
			t.post(func() {
				if err := t.leave(c.seat); err != nil {
					c.reply(serverMsg{Type: "error", Code: errorCode(err), Error: err.Error()})
				}
			})
		case "act":
			if m.Action == nil {
				reply(serverMsg{Type: "error", Code: "bad_message", Error: "act needs an action"})
				continue
			}
			if c.seat < 0 {
				reply(serverMsg{Type: "error", Code: "spectator", Error: "spectators cannot act"})
				continue
			}
			a := *m.Action
			t.post(func() {
				if err := t.act(c.seat, a); err != nil {
					c.reply(serverMsg{Type: "error", Code: errorCode(err), Error: err.Error()})
				}
			})
		default:
			reply(serverMsg{Type: "error", Code: "bad_message", Error: "unknown message type " + m.Type})
		}
	}
}

func errorCode(err error) string {
	switch {
	case errors.Is(err, engine.ErrNotToAct):
		return "not_your_turn"
	case errors.Is(err, engine.ErrIllegal):
		return "illegal"
	case errors.Is(err, engine.ErrGameOver):
		return "game_over"
	case errors.Is(err, errBetweenHands):
		return "between_hands"
	}
	return "server"
}
