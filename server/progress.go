package server

import (
	"sync"

	"jantaku/engine"
	"jantaku/store"
)

// progressCell holds a table's progress for the lobby, read from other
// goroutines.
type progressCell struct {
	mu sync.Mutex
	p  store.Progress
}

func (c *progressCell) set(p store.Progress) {
	c.mu.Lock()
	c.p = p
	c.mu.Unlock()
}

func (c *progressCell) get() store.Progress {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.p
}

// currentProgress reads the game's progress.
func (t *table) currentProgress() store.Progress {
	if t.game.Over() {
		return store.Progress{Hand: t.game.Result().Hands, Actions: t.public}
	}
	v := t.game.View(engine.Spectator)
	return store.Progress{Hand: v.Hand, Round: v.Round, Actions: t.public}
}

// noteProgress updates the progress after an action, and stores it when a
// new hand starts or the game ends (the lobby of another server reads it).
func (t *table) noteProgress() {
	old := t.progress.get()
	p := t.currentProgress()
	t.progress.set(p)
	if p.Hand != old.Hand || p.Round != old.Round {
		if err := t.srv.cfg.Store.SetProgress(t.srv.ctx, t.meta.ID, p); err != nil {
			t.srv.cfg.Logf("table %s: storing progress: %v", t.meta.ID, err)
		}
	}
}

// liveProgress is the progress of a table this server runs.
func (s *Server) liveProgress(id string) (store.Progress, bool) {
	s.mu.Lock()
	t, ok := s.tables[id]
	s.mu.Unlock()
	if !ok {
		return store.Progress{}, false
	}
	return t.progress.get(), true
}
