package server

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"unicode/utf8"

	"jantaku/engine"
	"jantaku/record"
	"jantaku/store"
)

// Upload limits of POST /api/records: the file as sent, what it may
// inflate to when gzipped, and the games (or hands) it may hold. Reading
// and verifying 8 MiB of logs takes a few seconds of one core, and the
// server reads one file at a time.
const (
	MaxImportUpload   = 4 << 20
	MaxImportInflated = 8 << 20
	MaxImportGames    = 1000
	// maxUploading is how many uploads may be read at once.
	maxUploading = 8
)

// importError is an upload the server refuses: code names why for the
// client, which says it in the reader's language.
type importError struct {
	status int
	code   string
	msg    string
}

var (
	errImportBusy     = importError{http.StatusServiceUnavailable, "busy", "the server is reading another file; try again in a moment"}
	errImportRate     = importError{http.StatusTooManyRequests, "rate_limited", "too many files opened from your address; wait a minute and try again"}
	errImportTooBig   = importError{http.StatusRequestEntityTooLarge, "too_big", fmt.Sprintf("the file is larger than %d MiB", MaxImportUpload>>20)}
	errImportInflated = importError{http.StatusRequestEntityTooLarge, "inflated", fmt.Sprintf("the file inflates to more than %d MiB", MaxImportInflated>>20)}
	errImportGames    = importError{http.StatusRequestEntityTooLarge, "games", fmt.Sprintf("the file holds more than %d games or hands; jantaku replay --verify reads any number", MaxImportGames)}
	errImportHeld     = importError{http.StatusRequestEntityTooLarge, "held", "the file's games are more than the server holds for one address"}
	errImportFormat   = importError{http.StatusBadRequest, "format", "not a game record jantaku reads: a jantaku record, tenhou.net/6 JSON (a game, or one game or hand a line) or tenhou's mjlog XML, plain or gzipped"}
	errImportEmpty    = importError{http.StatusBadRequest, "empty", "the file is empty"}
	errImportBroken   = importError{http.StatusBadRequest, "broken", "the upload broke off"}
	errImportGone     = importError{http.StatusNotFound, "gone", "no such record: the server lets go of an opened record a day after it was last viewed, and on restart; open the file again"}
	errImportNoGame   = importError{http.StatusNotFound, "no_game", "no such game in the file"}
	errImportFailed   = importError{http.StatusConflict, "unverified", "this game does not import or verify, so it cannot be replayed"}
)

func (s *Server) writeImportError(w http.ResponseWriter, e importError) {
	writeJSON(w, e.status, map[string]string{"error": e.msg, "code": e.code})
}

// handleImport reads an uploaded record file (?name= its name), plays
// every game in it through the engine, and holds it for the viewer.
func (s *Server) handleImport(w http.ResponseWriter, r *http.Request) {
	if !s.uploadRate.allow(clientAddress(r), s.now()) {
		s.writeImportError(w, errImportRate)
		return
	}
	select { // each upload read holds up to MaxImportUpload
	case s.uploading <- struct{}{}:
		defer func() { <-s.uploading }()
	default:
		s.writeImportError(w, errImportBusy)
		return
	}
	data, err := io.ReadAll(http.MaxBytesReader(w, r.Body, MaxImportUpload))
	var tooBig *http.MaxBytesError
	switch {
	case errors.As(err, &tooBig):
		s.writeImportError(w, errImportTooBig)
		return
	case err != nil:
		s.writeImportError(w, errImportBroken)
		return
	case len(data) == 0:
		s.writeImportError(w, errImportEmpty)
		return
	}
	sum := sha256.Sum256(data)
	id := hex.EncodeToString(sum[:8])
	name := fileName(r.URL.Query().Get("name"))
	if f := s.imports.get(id, s.now(), s.limits.ImportKeep); f != nil {
		writeJSON(w, http.StatusOK, f) // the same file again: read once
		return
	}
	select {
	case s.importing <- struct{}{}:
		defer func() { <-s.importing }()
	default:
		s.writeImportError(w, errImportBusy)
		return
	}
	f, ierr := s.importFile(data)
	if ierr != nil {
		s.writeImportError(w, *ierr)
		return
	}
	f.ID, f.Name, f.addr, f.used = id, name, clientAddress(r), s.now()
	if !s.imports.put(f, s.limits) {
		s.writeImportError(w, errImportHeld)
		return
	}
	writeJSON(w, http.StatusCreated, f)
}

// importFile reads and verifies every game of a file, as `jantaku replay
// --verify` does.
func (s *Server) importFile(data []byte) (*importedFile, *importError) {
	games, err := record.Load(data, s.cfg.Importers, MaxImportInflated)
	switch {
	case errors.Is(err, record.ErrTooLarge):
		return nil, &errImportInflated
	case err != nil:
		return nil, &errImportFormat
	case len(games) > MaxImportGames:
		return nil, &errImportGames
	}
	f := &importedFile{}
	for i, g := range games {
		ig := importedGame{Game: i + 1, Label: g.Label, Desc: g.Desc, Names: g.Names}
		if g.Err == nil {
			g.Err = record.Verify(s.replayVariants, g.Record)
		}
		if g.Err != nil {
			ig.Error = g.Err.Error()
			ig.Line = lineOf(g.Label, "FAIL: "+ig.Error)
		} else {
			ig.OK, ig.rec = true, g.Record
			ig.Variant, ig.Actions = shownVariant(s.replayVariants, g.Record.Variant), len(g.Record.Actions)
			ig.Players = g.Record.Config.Players
			ig.Line = lineOf(g.Label, "ok ("+g.Summary()+")")
			f.cost += recordCost(g.Record)
		}
		f.cost += 256
		f.Games = append(f.Games, ig)
	}
	return f, nil
}

// lineOf is a game's line as `jantaku replay --verify` prints it, but
// for the file's name.
func lineOf(label, what string) string {
	if label == "" {
		return what
	}
	return label + ": " + what
}

// shownVariant is the variant a game is played by, as the client draws
// it: riichi for an imported log's riichi with scripted walls.
func shownVariant(reg *engine.Registry, id string) string {
	v, err := reg.Get(id)
	if err != nil {
		return id
	}
	if p, ok := v.(interface{ Plays() string }); ok {
		return p.Plays()
	}
	return id
}

// fileName keeps a file name fit to show: text, at most 120 characters.
func fileName(name string) string {
	if !utf8.ValidString(name) {
		return ""
	}
	if r := []rune(name); len(r) > 120 {
		name = string(r[:120])
	}
	return name
}

// handleImported lists an imported file's games.
func (s *Server) handleImported(w http.ResponseWriter, r *http.Request) {
	f := s.imports.get(r.PathValue("id"), s.now(), s.limits.ImportKeep)
	if f == nil {
		s.writeImportError(w, errImportGone)
		return
	}
	writeJSON(w, http.StatusOK, f)
}

// importedGameOf finds game {game} (from 1) of imported file {id}, or
// answers why not.
func (s *Server) importedGameOf(w http.ResponseWriter, r *http.Request) (*importedFile, *importedGame) {
	f := s.imports.get(r.PathValue("id"), s.now(), s.limits.ImportKeep)
	if f == nil {
		s.writeImportError(w, errImportGone)
		return nil, nil
	}
	n, err := strconv.Atoi(r.PathValue("game"))
	if err != nil || n < 1 || n > len(f.Games) {
		s.writeImportError(w, errImportNoGame)
		return nil, nil
	}
	g := &f.Games[n-1]
	if !g.OK {
		s.writeImportError(w, errImportFailed)
		return nil, nil
	}
	return f, g
}

// handleImportedReplay is handleReplay for a game of an imported file.
func (s *Server) handleImportedReplay(w http.ResponseWriter, r *http.Request) {
	f, g := s.importedGameOf(w, r)
	if g == nil {
		return
	}
	key := fmt.Sprintf("%s/%d", f.ID, g.Game)
	x := s.replays.get(key)
	if x == nil {
		info := tableInfo{ID: f.ID, Name: f.Name, Variant: g.Variant, Status: store.Finished, Result: g.rec.Result}
		if g.Label != "" {
			info.Name = lineOf(f.Name, g.Label)
		}
		for i := range g.rec.Config.Players {
			st := seatPublic{Kind: store.Human}
			if i < len(g.Names) {
				st.Name = g.Names[i]
			}
			info.Seats = append(info.Seats, st)
		}
		var err error
		if x, err = indexReplay(s.replayVariants, g.rec, info); err != nil {
			s.writeError(w, http.StatusInternalServerError, err) // it verified when uploaded
			return
		}
		s.replays.put(key, x)
	}
	s.serveReplay(w, r, x)
}

// handleImportedRecord is handleRecord for a game of an imported file:
// the jantaku record, or tenhou.net/6 with ?format=tenhou.
func (s *Server) handleImportedRecord(w http.ResponseWriter, r *http.Request) {
	f, g := s.importedGameOf(w, r)
	if g == nil {
		return
	}
	s.writeRecord(w, r, g.rec, g.Names, fmt.Sprintf("jantaku-%s-%d", f.ID, g.Game))
}
