package mjai

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"slices"

	"jantaku/bot"
	"jantaku/engine"
	"jantaku/record"
	"jantaku/tile"
)

// Peer is an external mjai client playing one seat: every message goes to
// it as a line of JSON and its one-line answer comes back.
type Peer struct {
	w     io.Writer
	r     *bufio.Scanner
	reply Msg // the answer to the last message
}

// NewPeer talks to a client reading r's answers and writing to w.
func NewPeer(r io.Reader, w io.Writer) *Peer {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	return &Peer{w: w, r: sc}
}

// send writes m and reads the answer.
func (p *Peer) send(m Msg) error {
	b, err := json.Marshal(m)
	if err != nil {
		return err
	}
	if _, err := fmt.Fprintf(p.w, "%s\n", b); err != nil {
		return fmt.Errorf("mjai: writing to the client: %w", err)
	}
	if !p.r.Scan() {
		if err := p.r.Err(); err != nil {
			return fmt.Errorf("mjai: reading the client: %w", err)
		}
		return fmt.Errorf("mjai: the client closed its output after %s", m.Type)
	}
	p.reply = Msg{}
	if err := json.Unmarshal(p.r.Bytes(), &p.reply); err != nil {
		return fmt.Errorf("mjai: the client's answer to %s: %w", m.Type, err)
	}
	return nil
}

// Seat is who plays one seat in Play: a bot of ours or an mjai peer.
type Seat struct {
	Bot  bot.Bot
	Peer *Peer
}

// Play plays one game of v where the seats are ours or mjai peers, and
// returns its result. Peers get every event as mjai messages; their
// answers become the seat's actions.
func Play(v engine.Variant, cfg engine.Config, seats []Seat) (engine.Result, error) {
	return play(v, cfg, seats, nil, nil)
}

// PlayRecorded is Play, and also returns the game's record (the resolved
// configuration and every action applied), so that a game with an outside
// client can be replayed and read in full: as far as it went, if it
// stopped on an error.
func PlayRecorded(v engine.Variant, cfg engine.Config, seats []Seat) (record.Record, engine.Result, error) {
	var rec record.Record
	res, err := play(v, cfg, seats, nil, &rec)
	return rec, res, err
}

// play is Play; answered, when set, sees each peer's answer beside the
// actions the engine allowed; rec, when set, receives the record.
func play(v engine.Variant, cfg engine.Config, seats []Seat, answered func(s engine.Seat, legal []engine.Action, a engine.Action), rec *record.Record) (engine.Result, error) {
	g, resolved, err := engine.NewGame(v, cfg)
	if err != nil {
		return engine.Result{}, err
	}
	if rec != nil {
		*rec = record.Record{Format: record.Format, Variant: v.ID(), Config: resolved}
		defer func() {
			if g.Over() {
				res := g.Result()
				rec.Result = &res
			}
		}()
	}
	tr := make([]*translator, len(seats))
	for s, st := range seats {
		if st.Peer == nil {
			continue
		}
		tr[s] = newTranslator(engine.Seat(s), len(seats))
		msgs := append([]Msg{{Type: "start_game", ID: ip(s)}}, tr[s].start(g.View(engine.Seat(s)))...)
		if err := sendAll(st.Peer, tr[s], msgs, s); err != nil {
			return g.Result(), err
		}
	}
	for steps := 0; !g.Over(); steps++ {
		if steps > 100000 {
			return g.Result(), fmt.Errorf("mjai: no end after %d actions", steps)
		}
		toAct := g.ToAct()
		if len(toAct) == 0 {
			return g.Result(), fmt.Errorf("mjai: nobody may act")
		}
		s := toAct[0]
		legal := g.Legal(s)
		var a engine.Action
		if st := seats[s]; st.Peer != nil {
			if a, err = actionOf(st.Peer.reply, legal); err != nil {
				return g.Result(), fmt.Errorf("mjai: seat %d: %w", s, err)
			}
			st.Peer.reply = Msg{Type: "none"}
			if answered != nil {
				answered(s, legal, a)
			}
		} else {
			a = st.Bot.Choose(g.View(s), legal)
		}
		evs, err := g.Apply(s, a)
		if err != nil {
			return g.Result(), err
		}
		if rec != nil {
			rec.Actions = append(rec.Actions, engine.SeatAction{Seat: s, Action: a})
		}
		for p, st := range seats {
			if st.Peer == nil {
				continue
			}
			var msgs []Msg
			for _, e := range evs {
				msgs = append(msgs, tr[p].event(e.Mask(engine.Seat(p)))...)
			}
			if err := sendAll(st.Peer, tr[p], msgs, p); err != nil {
				return g.Result(), err
			}
		}
	}
	return g.Result(), nil
}

// sendAll sends msgs; a reach answered is echoed at once so the client
// can name its discard, as mjai servers do.
//
// Of a batch of messages the last answer that is not "none" counts: after
// a riichi discard comes reach_accepted, and a ron answered to the discard
// must survive it.
func sendAll(p *Peer, t *translator, msgs []Msg, seat int) error {
	if len(msgs) == 0 {
		return nil // the answer pending from earlier still stands
	}
	kept := Msg{Type: "none"}
	defer func() { p.reply = kept }()
	for _, m := range msgs {
		if err := p.send(m); err != nil {
			return err
		}
		if p.reply.Type == "reach" {
			if err := p.send(Msg{Type: "reach", Actor: ip(seat)}); err != nil {
				return err
			}
			t.reached = true
			if p.reply.Type == "dahai" {
				p.reply.Type = "reach+dahai"
			}
		}
		if p.reply.Type != "none" && p.reply.Type != "" {
			kept = p.reply
		}
	}
	return nil
}

// actionOf maps a client's answer onto one of the legal actions.
func actionOf(m Msg, legal []engine.Action) (engine.Action, error) {
	want := engine.Action{}
	switch m.Type {
	case "", "none":
		want.Type = engine.Pass
	case "dahai", "reach+dahai":
		want.Type = engine.Discard
		if m.Type == "reach+dahai" {
			want.Type = engine.Riichi
		}
	case "chi":
		want.Type = engine.Chi
	case "pon":
		want.Type = engine.Pon
	case "daiminkan":
		want.Type = engine.Minkan
	case "ankan":
		want.Type = engine.Ankan
	case "kakan":
		want.Type = engine.Kakan
	case "hora":
		for _, a := range legal {
			if a.Type == engine.Tsumo || a.Type == engine.Ron {
				return a, nil
			}
		}
		return engine.Action{}, fmt.Errorf("hora is not legal now")
	case "ryukyoku":
		want.Type = engine.Abort
	default:
		return engine.Action{}, fmt.Errorf("unknown answer %q", m.Type)
	}
	var pai tile.Tile
	if m.Pai != "" {
		t, err := ParsePai(m.Pai)
		if err != nil {
			return engine.Action{}, err
		}
		pai = t
	}
	consumed, err := parsePais(m.Consumed)
	if err != nil {
		return engine.Action{}, err
	}
	if want.Type == engine.Kakan {
		// The engine's added kan names only the added tile; mjai's may
		// also name the three of the pon it joins (consumed), and a
		// client may leave either out.
		if pai, err = kakanTile(pai, consumed); err != nil {
			return engine.Action{}, err
		}
		consumed = nil
	}
	if a, ok := match(legal, want.Type, pai, consumed, true); ok {
		return a, nil
	}
	if a, ok := match(legal, want.Type, pai, consumed, false); ok {
		return a, nil
	}
	return engine.Action{}, fmt.Errorf("answer %s %s %v is not legal now", m.Type, m.Pai, m.Consumed)
}

// match finds a legal action of type t with the tile and the consumed
// tiles, exactly (reds included) or by kind.
func match(legal []engine.Action, t engine.ActionType, pai tile.Tile, consumed []tile.Tile, exact bool) (engine.Action, bool) {
	same := func(a, b tile.Tile) bool { return a == b || !exact && a.Kind() == b.Kind() }
	for _, a := range legal {
		if a.Type != t {
			continue
		}
		if pai != 0 && a.Tile != 0 && !same(a.Tile, pai) {
			continue
		}
		if len(consumed) > 0 && !sameTiles(a.Tiles, consumed, same) {
			continue
		}
		return a, true
	}
	return engine.Action{}, false
}

func sameTiles(a, b []tile.Tile, same func(x, y tile.Tile) bool) bool {
	if len(a) != len(b) {
		return false
	}
	rest := slices.Clone(b)
	for _, x := range a {
		i := slices.IndexFunc(rest, func(y tile.Tile) bool { return same(x, y) })
		if i < 0 {
			return false
		}
		rest = slices.Delete(rest, i, i+1)
	}
	return true
}

// kakanTile checks an added kan's answer: consumed, when given, is three
// tiles of the added tile's kind; without pai, their kind names the kan.
func kakanTile(pai tile.Tile, consumed []tile.Tile) (tile.Tile, error) {
	if len(consumed) == 0 {
		return pai, nil
	}
	k := consumed[0].Kind()
	if pai != 0 {
		k = pai.Kind()
	}
	if len(consumed) != 3 || slices.ContainsFunc(consumed, func(t tile.Tile) bool { return t.Kind() != k }) {
		return 0, fmt.Errorf("kakan %s with consumed %v: not three tiles of its kind", Pai(pai), pais(consumed))
	}
	if pai == 0 {
		pai = tile.Of(k)
	}
	return pai, nil
}
