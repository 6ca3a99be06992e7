package server

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"

	"jantaku/engine"
	"jantaku/tile"
)

// Commitment is the fair-shuffle proof of one hand. Before the hand, only
// Hash is published; after it, the wall and the salt, so anyone can check
// Hash = SHA-256(wall + "|" + salt) and that the tiles dealt and drawn came
// from that wall in order.
type Commitment struct {
	Hand int    `json:"hand"`
	Hash string `json:"commitment"`
	Wall string `json:"wall,omitempty"` // the shared notation, in draw order
	Salt string `json:"salt,omitempty"`
}

// CommitmentHash computes the commitment of a wall and salt.
func CommitmentHash(wall, salt string) string {
	h := sha256.Sum256([]byte(wall + "|" + salt))
	return hex.EncodeToString(h[:])
}

// KeyCommitment is the published commitment to a table's shuffle key (hex):
// SHA-256 of its bytes, hex; empty for a table without a key.
func KeyCommitment(key string) string {
	b, err := hex.DecodeString(key)
	if key == "" || err != nil {
		return ""
	}
	h := sha256.Sum256(b)
	return hex.EncodeToString(h[:])
}

// handSalt derives the salt of a hand from the table's secret, so a
// restarted server publishes the same commitments.
func handSalt(secret string, hand int) string {
	h := sha256.Sum256([]byte(fmt.Sprintf("%s:%d", secret, hand)))
	return hex.EncodeToString(h[:16])
}

// commitments follows a game's hands and keeps their commitments.
type commitments struct {
	secret string
	list   []Commitment
	walls  []string // unrevealed walls by hand, kept until revealed
}

// observe looks at the game after an action and returns the new
// commitments or reveals to publish.
func (c *commitments) observe(g engine.Game) []Commitment {
	w, ok := g.(engine.Walled)
	if !ok {
		return nil
	}
	hand, wall := w.Wall()
	var out []Commitment
	n := len(c.list)
	if n > 0 && (hand != c.list[n-1].Hand || g.Over()) && c.list[n-1].Wall == "" {
		last := &c.list[n-1]
		last.Wall, last.Salt = c.walls[n-1], handSalt(c.secret, last.Hand)
		out = append(out, *last)
	}
	if !g.Over() && (n == 0 || hand != c.list[n-1].Hand) {
		s := tile.Format(wall)
		cm := Commitment{Hand: hand, Hash: CommitmentHash(s, handSalt(c.secret, hand))}
		c.list = append(c.list, cm)
		c.walls = append(c.walls, s)
		out = append(out, cm)
	}
	return out
}

// public returns the commitments as players may see them now.
func (c *commitments) public() []Commitment {
	return append([]Commitment(nil), c.list...)
}
