package server

import (
	"sync"
	"time"

	"jantaku/record"
)

// Records people open in the browser (a jantaku record, a tenhou log) are
// held in memory, bounded: each a while after it was last viewed, within
// a budget overall and per client address, the least recently viewed
// going first when one is full. They are not stored: a server that
// restarts forgets them, and the person opens the file again.

// importedFile is one uploaded file: each of its games, verified.
type importedFile struct {
	ID    string         `json:"id"`
	Name  string         `json:"name"` // the file's name, as the browser gave it
	Games []importedGame `json:"games"`
	addr  string         // who uploaded it, for the per-address budget
	cost  int            // memory it holds, roughly, in bytes
	used  time.Time      // when it was last uploaded or viewed
}

// importedGame is one game (or some hands of one) of a file, with the
// line `jantaku replay --verify` prints for it.
type importedGame struct {
	Game    int      `json:"game"`            // 1 for the first of the file
	Label   string   `json:"label,omitempty"` // where it stands in the file, e.g. "line 3"
	Desc    string   `json:"desc,omitempty"`  // what it holds, e.g. "a game of 9 hands"
	Variant string   `json:"variant,omitempty"`
	Actions int      `json:"actions"`
	Players int      `json:"players,omitempty"`
	Names   []string `json:"names,omitempty"`
	OK      bool     `json:"ok"`
	// Error says why it does not import or verify: which action the
	// engine refuses, or how the result differs from the file's.
	Error string `json:"error,omitempty"`
	Line  string `json:"line"` // as `jantaku replay --verify` prints it
	rec   record.Record
}

// importCache holds the imported files.
type importCache struct {
	mu    sync.Mutex
	files map[string]*importedFile
}

// get returns file id, marking it viewed at now; nil when it is not held
// (never uploaded, or gone since).
func (c *importCache) get(id string, now time.Time, keep time.Duration) *importedFile {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.expire(now, keep)
	f := c.files[id]
	if f != nil {
		f.used = now
	}
	return f
}

// put holds f, making room within the limits by letting go of the least
// recently viewed files (of f's address first, then of anyone's); false
// when f alone is more than an address may hold.
func (c *importCache) put(f *importedFile, l Limits) bool {
	if f.cost > min(l.ImportBytesPerAddress, l.ImportBytes) {
		return false
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.files == nil {
		c.files = map[string]*importedFile{}
	}
	c.expire(f.used, l.ImportKeep)
	delete(c.files, f.ID) // the same file again replaces itself
	for {
		n, cost, mine, myCost := 0, 0, 0, 0
		for _, o := range c.files {
			n, cost = n+1, cost+o.cost
			if o.addr == f.addr {
				mine, myCost = mine+1, myCost+o.cost
			}
		}
		switch {
		case mine >= l.ImportsPerAddress || myCost+f.cost > l.ImportBytesPerAddress:
			c.dropOldest(f.addr)
		case n >= l.Imports || cost+f.cost > l.ImportBytes:
			c.dropOldest("")
		default:
			c.files[f.ID] = f
			return true
		}
	}
}

// dropOldest lets go of the least recently viewed file of addr, or of
// anyone's when addr is "".
func (c *importCache) dropOldest(addr string) {
	var oldest *importedFile
	for _, o := range c.files {
		if (addr == "" || o.addr == addr) && (oldest == nil || o.used.Before(oldest.used)) {
			oldest = o
		}
	}
	if oldest != nil {
		delete(c.files, oldest.ID)
	}
}

// expire lets go of the files not viewed for keep. It runs under c.mu.
func (c *importCache) expire(now time.Time, keep time.Duration) {
	for id, f := range c.files {
		if now.Sub(f.used) > keep {
			delete(c.files, id)
		}
	}
}

// recordCost is roughly the memory a record holds: its actions and its
// options (an imported log's walls are one).
func recordCost(rec record.Record) int {
	n := 80 * len(rec.Actions)
	for k, v := range rec.Config.Options {
		n += len(k) + len(v)
	}
	for _, sa := range rec.Actions {
		n += len(sa.Action.Tiles)
	}
	return n + 512
}
