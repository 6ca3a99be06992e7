package server

import (
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"net/http"
	"slices"
	"strings"
	"time"

	"jantaku/bot"
	"jantaku/engine"
	"jantaku/record"
	"jantaku/store"
	"jantaku/variant/riichi/tenhou"
)

type variantInfo struct {
	ID         string          `json:"id"`
	Name       string          `json:"name"`
	MinPlayers int             `json:"min_players"`
	MaxPlayers int             `json:"max_players"`
	Options    []engine.Option `json:"options"`
}

func (s *Server) handleVariants(w http.ResponseWriter, r *http.Request) {
	var out []variantInfo
	for _, id := range s.cfg.Variants.IDs() {
		v, _ := s.cfg.Variants.Get(id)
		lo, hi := v.Players()
		out = append(out, variantInfo{ID: id, Name: v.Name(), MinPlayers: lo, MaxPlayers: hi, Options: v.Options()})
	}
	writeJSON(w, http.StatusOK, map[string]any{"variants": out, "bot_levels": bot.Levels()})
}

// createRequest is the body of POST /api/tables.
type createRequest struct {
	Name    string         `json:"name"`
	Variant string         `json:"variant"`
	Players int            `json:"players"`
	Options engine.Options `json:"options"`
	Seats   []struct {
		Kind  store.SeatKind `json:"kind"`
		Level string         `json:"level"`
		Name  string         `json:"name"`
	} `json:"seats"`
	ThinkSeconds int     `json:"think_seconds"`
	Seed         *uint64 `json:"seed"`
}

// seatInvite is one seat of a new table, with its secret token.
type seatInvite struct {
	Seat   int    `json:"seat"`
	Kind   string `json:"kind"`
	Token  string `json:"token,omitempty"`
	Invite string `json:"invite,omitempty"` // the page path that plays this seat
	URL    string `json:"url,omitempty"`    // the whole link to send to its player
}

const maxBody = 64 << 10

func (s *Server) handleCreate(w http.ResponseWriter, r *http.Request) {
	var req createRequest
	dec := json.NewDecoder(http.MaxBytesReader(w, r.Body, maxBody))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&req); err != nil {
		s.writeError(w, http.StatusBadRequest, fmt.Errorf("bad request body: %w", err))
		return
	}
	v, err := s.cfg.Variants.Get(req.Variant)
	if err != nil {
		s.writeError(w, http.StatusBadRequest, err)
		return
	}
	if err := checkName("the table's name", req.Name, MaxTableName); err != nil {
		s.writeError(w, http.StatusBadRequest, err)
		return
	}
	for i, st := range req.Seats {
		if err := checkName(fmt.Sprintf("seat %d's name", i), st.Name, MaxSeatName); err != nil {
			s.writeError(w, http.StatusBadRequest, err)
			return
		}
	}
	// Only the server draws the walls' key; a chosen seed deals the walls
	// an offline engine predicts from it, and the table shows as not fair.
	cfg := engine.Config{Players: req.Players, Options: req.Options, Seed: randomSeed(),
		Shuffle: engine.ShuffleChaCha8, Key: randomHex(engine.KeyBytes), OpenWindows: true}
	if req.Seed != nil {
		cfg.Seed, cfg.Shuffle, cfg.Key = *req.Seed, engine.ShuffleSeeded, ""
	}
	if req.Players == 0 {
		req.Players = len(req.Seats)
	}
	cfg.Players = req.Players
	if _, cfg, err = engine.NewGame(v, cfg); err != nil {
		s.writeError(w, http.StatusBadRequest, err)
		return
	}
	if len(req.Seats) != cfg.Players {
		s.writeError(w, http.StatusBadRequest, fmt.Errorf("%d seats given for %d players", len(req.Seats), cfg.Players))
		return
	}
	if req.ThinkSeconds < 0 || req.ThinkSeconds > 3600 {
		s.writeError(w, http.StatusBadRequest, errors.New("think_seconds must be 0 (no limit) to 3600"))
		return
	}
	admin := randomHex(16)
	meta := store.Table{ID: randomHex(6), Name: req.Name, Variant: v.ID(), Config: cfg, Think: time.Duration(req.ThinkSeconds) * time.Second,
		Secret: randomHex(32), CreatedAt: time.Now(), AdminHash: hashToken(admin)}
	if meta.Name == "" {
		meta.Name = v.Name()
	}
	var invites []seatInvite
	for i, st := range req.Seats {
		seat := store.Seat{Kind: st.Kind, Level: st.Level, Name: st.Name}
		inv := seatInvite{Seat: i, Kind: string(st.Kind)}
		switch st.Kind {
		case store.Human:
			inv.Token = randomHex(16)
			inv.Invite = fmt.Sprintf("/t/%s?token=%s", meta.ID, inv.Token)
			seat.TokenHash = hashToken(inv.Token)
		case store.Bot:
			if _, err := bot.New(st.Level, v.ID(), 0); err != nil {
				s.writeError(w, http.StatusBadRequest, fmt.Errorf("seat %d: %w", i, err))
				return
			}
		default:
			s.writeError(w, http.StatusBadRequest, fmt.Errorf("seat %d: kind %q is not human or bot", i, st.Kind))
			return
		}
		meta.Seats = append(meta.Seats, seat)
		invites = append(invites, inv)
	}
	addr := clientAddress(r)
	release, err := s.admitTable(addr)
	if err != nil {
		code := http.StatusServiceUnavailable
		if errors.Is(err, errAddressFull) {
			code = http.StatusTooManyRequests
		}
		s.writeError(w, code, err)
		return
	}
	if err := s.cfg.Store.CreateClaimedTable(r.Context(), meta, s.cfg.Owner, s.cfg.Lease); err != nil {
		release()
		s.writeError(w, http.StatusInternalServerError, err)
		return
	}
	switch t, err := s.open(meta.ID, false); {
	case errors.Is(err, errServedElsewhere):
		// The claim ran out before the table was opened, and another
		// server took it over: the table is made all the same.
		release()
	case err != nil:
		release()
		s.writeError(w, http.StatusInternalServerError, err)
		return
	default:
		s.admitted(t, meta.ID, addr)
	}
	base := s.linkBase(r)
	for i := range invites {
		if invites[i].Invite != "" {
			invites[i].URL = base + invites[i].Invite
		}
	}
	writeJSON(w, http.StatusCreated, map[string]any{"id": meta.ID, "seats": invites, "spectate": "/t/" + meta.ID,
		"spectate_url": base + "/t/" + meta.ID, "admin": admin})
}

// linkBase is the scheme and host of the links a table's creator sends:
// the address they reached this server by, or, when that is this machine's
// loopback (which no one else can open), the server's first address on the
// network.
func (s *Server) linkBase(r *http.Request) string {
	scheme := "http"
	if r.TLS != nil || r.Header.Get("X-Forwarded-Proto") == "https" {
		scheme = "https"
	}
	host := r.Host
	if isLoopbackHost(host) && len(s.cfg.ShareURLs) > 0 {
		return s.cfg.ShareURLs[0]
	}
	return scheme + "://" + host
}

// isLoopbackHost reports whether a Host header names this machine only.
func isLoopbackHost(hostport string) bool {
	host, _, err := net.SplitHostPort(hostport)
	if err != nil {
		host = hostport
	}
	host = strings.Trim(host, "[]")
	if strings.EqualFold(host, "localhost") {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// tableInfo is the public description of a table.
type tableInfo struct {
	ID           string         `json:"id"`
	Name         string         `json:"name"`
	Variant      string         `json:"variant"`
	Config       engine.Config  `json:"config"`
	Seats        []seatPublic   `json:"seats"`
	ThinkSeconds int            `json:"think_seconds"`
	Status       store.Status   `json:"status"`
	Result       *engine.Result `json:"result,omitempty"`
	Created      time.Time      `json:"created"`
	Progress     store.Progress `json:"progress"`
	// Fair says the walls come from a key the server drew at random
	// (engine.ShuffleChaCha8); false for a table dealt from a seed its
	// creator chose, who may then know every wall.
	Fair bool `json:"fair"`
	// KeyCommitment is SHA-256 of the table's shuffle key (hex), published
	// from the start; the key itself comes with the record once the game
	// is over, so every wall was fixed before the first hand.
	KeyCommitment string `json:"key_commitment,omitempty"`
}

type seatPublic struct {
	Kind  store.SeatKind `json:"kind"`
	Level string         `json:"level,omitempty"`
	Name  string         `json:"name,omitempty"`
	Left  bool           `json:"left,omitempty"` // its person left; the bot of Level plays it
}

func publicInfo(t store.Table) tableInfo {
	info := tableInfo{ID: t.ID, Name: t.Name, Variant: t.Variant, Config: t.Config, ThinkSeconds: int(t.Think / time.Second),
		Status: t.Status, Result: t.Result, Created: t.CreatedAt, Progress: t.Progress}
	info.Fair = t.Config.Shuffle == engine.ShuffleChaCha8
	info.KeyCommitment = KeyCommitment(t.Config.Key)
	if t.Status != store.Finished {
		info.Config.Seed, info.Config.Key = 0, "" // they would reveal every wall
	}
	for _, s := range t.Seats {
		info.Seats = append(info.Seats, seatPublic{Kind: s.Kind, Level: s.Level, Name: s.Name, Left: s.Left})
	}
	return info
}

// info is a stored table's public description, with the live progress of
// a table this server runs.
func (s *Server) info(t store.Table) tableInfo {
	info := publicInfo(t)
	if p, ok := s.liveProgress(t.ID); ok && t.Status == store.Running {
		info.Progress = p
	}
	return info
}

func (s *Server) handleList(w http.ResponseWriter, r *http.Request) {
	status := store.Status(r.URL.Query().Get("status"))
	if status == "" {
		status = store.Running
	}
	if status != store.Running && status != store.Finished && status != store.Paused && status != store.Stopped {
		s.writeError(w, http.StatusBadRequest, errors.New("status is running, paused, finished or stopped"))
		return
	}
	const limit = 200
	ts, err := s.readTables(r.Context(), status, limit)
	if err == nil && status == store.Running { // the games not over: paused ones too
		var paused []store.Table
		paused, err = s.readTables(r.Context(), store.Paused, limit)
		ts = append(ts, paused...)
		slices.SortStableFunc(ts, func(a, b store.Table) int { return b.CreatedAt.Compare(a.CreatedAt) })
		ts = ts[:min(len(ts), limit)]
	}
	if err != nil {
		s.writeError(w, http.StatusInternalServerError, err)
		return
	}
	out := []tableInfo{}
	for _, t := range ts {
		out = append(out, s.info(t))
	}
	writeJSON(w, http.StatusOK, map[string]any{"tables": out})
}

func (s *Server) handleTable(w http.ResponseWriter, r *http.Request) {
	t, err := s.cfg.Store.Table(r.Context(), r.PathValue("id"))
	if err != nil {
		s.writeError(w, http.StatusNotFound, err)
		return
	}
	writeJSON(w, http.StatusOK, s.info(t))
}

// handleCommitments lists a table's shuffle commitments; a hand's wall and
// salt are there once the hand is over.
func (s *Server) handleCommitments(w http.ResponseWriter, r *http.Request) {
	if !s.replayAllowed(w, r) {
		return
	}
	t, err := s.cfg.Store.Table(r.Context(), r.PathValue("id"))
	if err != nil {
		s.writeError(w, http.StatusNotFound, err)
		return
	}
	v, err := s.cfg.Variants.Get(t.Variant)
	if err != nil {
		s.writeError(w, http.StatusInternalServerError, err)
		return
	}
	actions, err := s.cfg.Store.Actions(r.Context(), t.ID)
	if err != nil {
		s.writeError(w, http.StatusInternalServerError, err)
		return
	}
	_, c, err := replayCommitments(v, t, actions)
	if err != nil {
		s.writeError(w, http.StatusInternalServerError, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"commitments": c.public()})
}

// handleRecord exports a finished game as a jantaku record, or with
// ?format=tenhou as tenhou.net/6 JSON where the variant supports it.
func (s *Server) handleRecord(w http.ResponseWriter, r *http.Request) {
	if !s.replayAllowed(w, r) {
		return
	}
	t, err := s.cfg.Store.Table(r.Context(), r.PathValue("id"))
	if err != nil {
		s.writeError(w, http.StatusNotFound, err)
		return
	}
	if t.Status != store.Finished {
		s.writeError(w, http.StatusForbidden, errors.New("a record is available once the game is over"))
		return
	}
	actions, err := s.cfg.Store.Actions(r.Context(), t.ID)
	if err != nil {
		s.writeError(w, http.StatusInternalServerError, err)
		return
	}
	rec := record.Record{Format: record.Format, Variant: t.Variant, Config: t.Config, Actions: actions, Result: t.Result}
	var names []string
	for i, st := range t.Seats {
		names = append(names, cmp.Or(st.Name, fmt.Sprintf("%s %d", st.Kind, i+1)))
	}
	if len(names) == 3 { // maiko: the dummy is the fourth player
		names = append(names, "舞子")
	}
	s.writeRecord(w, r, rec, names, "jantaku-"+t.ID)
}

// writeRecord answers with rec as a jantaku record, or with ?format=tenhou
// as tenhou.net/6 JSON with the players' names, as file base (.json).
func (s *Server) writeRecord(w http.ResponseWriter, r *http.Request, rec record.Record, names []string, base string) {
	if r.URL.Query().Get("format") == "tenhou" {
		l, err := tenhou.Export(s.replayVariants, rec, names)
		if err != nil {
			s.writeError(w, http.StatusBadRequest, fmt.Errorf("tenhou.net/6 export is for riichi and maiko games: %w", err))
			return
		}
		w.Header().Set("Content-Disposition", fmt.Sprintf("attachment; filename=%q", base+".tenhou.json"))
		writeJSON(w, http.StatusOK, l)
		return
	}
	w.Header().Set("Content-Disposition", fmt.Sprintf("attachment; filename=%q", base+".json"))
	w.Header().Set("Content-Type", "application/json")
	record.Write(w, rec)
}

// errReplayRate refuses a client that asks for replayed games faster than
// Limits.ReplaysPerMinute: each answer plays a stored game from its start.
var errReplayRate = errors.New("too many games replayed for your address; wait a minute and try again")

// replayAllowed takes one of the client's replays, or answers 429.
func (s *Server) replayAllowed(w http.ResponseWriter, r *http.Request) bool {
	if s.replayRate.allow(clientAddress(r), s.now()) {
		return true
	}
	s.writeError(w, http.StatusTooManyRequests, errReplayRate)
	return false
}
