// Package engine is the contract every jantaku variant implements and every
// edge (the CLI, the server, bots, storage, the simulator) uses.
//
// A game is a deterministic state machine: Variant.New(Config) with a seed,
// then Apply(seat, action) for each decision, gives the same events every
// time. The engine does no I/O, keeps no clock, and draws its randomness only
// from the seed.
package engine

import "jantaku/tile"

// Seat numbers a player in turn order from the first dealer, 0-based.
type Seat int

// Spectator is the seat that View takes for someone who plays no seat.
const Spectator Seat = -1

// Variant is one set of rules: the entry the registry keeps.
type Variant interface {
	ID() string   // stable id, e.g. "riichi"
	Name() string // display name, e.g. "Riichi mahjong (リーチ麻雀)"
	// Players returns the smallest and largest number of seats.
	Players() (min, max int)
	// Options documents the table options, with their defaults.
	Options() []Option
	// Tiles returns the tile set a game with these (resolved) options uses.
	Tiles(opts Options) *tile.Set
	// New starts a game. cfg.Options must be resolved (see ResolveOptions).
	New(cfg Config) (Game, error)
}

// Config is everything that fixes a game before the first action.
type Config struct {
	Players int     `json:"players"`
	Options Options `json:"options"`
	Seed    uint64  `json:"seed"`
	// Shuffle names the generator of the walls (ShuffleSeeded: from Seed;
	// ShuffleChaCha8: from Key, hex), see Shuffler.
	Shuffle string `json:"shuffle,omitempty"`
	Key     string `json:"key,omitempty"`
	// OpenWindows makes every discard (and every kan or card others may
	// rob) open a call window to every other seat, the seats with nothing
	// to do offered Pass alone (Window.OpenAll). A server sets it, so that
	// who could call stays secret: it passes at once for a seat offered
	// only Pass and shows nobody a window choice. Without it (simulations,
	// offline play, older records) only the seats that may call are asked.
	OpenWindows bool `json:"open_windows,omitempty"`
}

// Game is one game in progress.
type Game interface {
	// Seats returns the number of seats.
	Seats() int
	// ToAct returns the seats that must decide now, in turn order. In a call
	// window several seats decide at once; the variant's priorities settle it.
	// The slice may be the game's own and must not be changed.
	ToAct() []Seat
	// Legal returns seat's legal actions now; none when it has nothing to
	// decide. The slice may be the game's own: it holds until the next
	// Apply and must not be changed.
	Legal(seat Seat) []Action
	// Apply performs seat's action and returns what happened. On error it
	// returns an *ActionError and leaves the game exactly as it was.
	//
	// The returned slice may be the game's own buffer, valid until the next
	// Apply (games in simulations make millions of events): a caller that
	// keeps events copies them out, e.g. append(kept, evs...). What an
	// event points to (its Tiles, Action and Data) is never reused.
	Apply(seat Seat, a Action) ([]Event, error)
	// Opening returns the events of the game's start: the first hand's
	// deal, indicators, first draw and whatever else the rules do before
	// the first decision. They happen inside New and so reach no Apply; a
	// record, a replay or a stream starts with them. Secret events are
	// masked for a viewer like any others. The slice is the caller's.
	Opening() []Event
	// View returns what seat may see; Spectator sees only public facts.
	View(seat Seat) View
	// Over reports whether the game has ended; Result is then final.
	Over() bool
	// Result returns the standings so far, final once Over.
	Result() Result
	// Clone returns an independent copy, for search and for checks.
	Clone() Game
}

// Result is the outcome of a game.
type Result struct {
	Scores []int `json:"scores"`           // final points by seat, in the variant's unit
	Ranks  []int `json:"ranks"`            // 1 = first, by seat
	Points []int `json:"points,omitempty"` // after uma and oka, where the variant has them
	Uma    []int `json:"uma,omitempty"`    // each seat's uma (順位ウマ), included in Points, in its unit
	// Ending says why the game ended, e.g. "rounds", "bust", "target".
	Ending string `json:"ending,omitempty"`
	Hands  int    `json:"hands"`
	// Extra carries variant facts, e.g. maiko's MP or who takes the maiko.
	Extra map[string]int `json:"extra,omitempty"`
}

// Summary is what a checker may ask of any game beyond the contract, for
// the simulator's invariants. Every variant's game implements it.
type Summary interface {
	// AllTiles returns every tile of the set wherever it is now (wall,
	// hands, melds, discards, flowers, indicators), in any order.
	AllTiles() []tile.Tile
	// PointsInPlay returns the sum of all players' points and anything on
	// the table (sticks, deposits), and whether the rules keep that sum
	// fixed for the whole game.
	PointsInPlay() (total int, conserved bool)
}

// Walled is implemented by games whose hands start from a shuffled wall. The
// server commits to each hand's wall before play and reveals it after, so
// players can check the shuffle was fixed in advance. The wall is never
// shown to players while its hand is in play.
type Walled interface {
	// Wall returns the number of the hand in play (0-based) and its whole
	// wall as shuffled at the hand's start, in the order tiles are taken.
	Wall() (hand int, tiles []tile.Tile)
}
