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
	out    chan []byte
	reason string // why out was closed; read after the close
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
		c.drop("too slow")
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
	t, err := s.open(id, token != "")
	if err != nil {
		s.writeError(w, openErrorCode(err), err)
		return
	}
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
		if seat < 0 && t.watchers >= t.srv.limits.Spectators {
			c.reply(serverMsg{Type: "error", Code: "full", Error: errSpectatorFull.Error()})
			c.drop(reasonFull)
			return
		}
		info := t.publicInfo()
		v := t.view(seat)
		m := serverMsg{Type: "welcome", Table: &info, Seat: &seat, View: &v, Seq: t.public, Commitments: t.commits.public()}
		if t.seq == 0 { // nothing acted yet: the deal is what happened
			m.Events = masked(t.game.Opening(), seat)
		}
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
	}
	if err := t.do(ctx, welcome); err != nil {
		conn.Close(websocket.StatusTryAgainLater, "table unavailable")
		return
	}
	defer t.post(func() { t.removeClient(c) })
	go c.write(ctx, conn, cancel, out)
	go s.keepAlive(ctx, conn)
	c.read(ctx, conn, t)
}

// write sends the messages queued on out (the client's queue, which the
// table's goroutine may close and forget at any time) until the connection
// or the queue closes.
func (c *client) write(ctx context.Context, conn *websocket.Conn, cancel context.CancelFunc, out <-chan []byte) {
	defer cancel()
	for {
		select {
		case <-ctx.Done():
			conn.Close(websocket.StatusNormalClosure, "")
			return
		case b, ok := <-out:
			if !ok {
				code := websocket.StatusTryAgainLater
				switch c.reason {
				case "too slow":
					code = websocket.StatusPolicyViolation
				case reasonLeft, reasonStopped, reasonNewToken:
					code = websocket.StatusNormalClosure
				}
				conn.Close(code, c.reason)
				return
			}
			wctx, wcancel := context.WithTimeout(ctx, 10*time.Second)
			err := conn.Write(wctx, websocket.MessageText, b)
			wcancel()
			if err != nil {
				return
			}
		}
	}
}

// read handles the client's messages, with a token-bucket rate limit.
func (c *client) read(ctx context.Context, conn *websocket.Conn, t *table) {
	tokens, last := float64(burstLimit), time.Now()
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
			h, err := t.hintFor(ctx, c.seat)
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
