package record

import (
	"bytes"
	"compress/gzip"
	"errors"
	"fmt"
	"io"
)

// Imported is one game read from a file of another format (a tenhou log,
// say): where it stands in the file (Label, "line 3"; "" when the file
// holds one), what it is (Desc, "a game of 9 hands") and its record, or
// the reason it could not be imported (Err).
type Imported struct {
	Label  string
	Desc   string
	Record Record
	Err    error
	// Names are the players' names the file gives, by seat, if any.
	Names []string
}

// gzipMagic starts every gzip file.
var gzipMagic = []byte{0x1f, 0x8b}

// ErrTooLarge is wrapped by Unpack and Load when a file inflates past
// their bound.
var ErrTooLarge = errors.New("inflates to too much")

// MaxUnpacked bounds what Unpack inflates: a log file of a lifetime of
// games is far smaller, a gzip bomb is not.
const MaxUnpacked = 256 << 20

// Unpack returns data inflated when it is gzipped (as log downloads often
// are), else data itself.
func Unpack(data []byte) ([]byte, error) { return unpack(data, MaxUnpacked) }

func unpack(data []byte, most int) ([]byte, error) {
	if !bytes.HasPrefix(data, gzipMagic) {
		return data, nil
	}
	zr, err := gzip.NewReader(bytes.NewReader(data))
	if err != nil {
		return nil, fmt.Errorf("gzip: %w", err)
	}
	out, err := io.ReadAll(io.LimitReader(zr, int64(most)+1))
	if err != nil {
		return nil, fmt.Errorf("gzip: %w", err)
	}
	if len(out) > most {
		return nil, fmt.Errorf("gzip: %w: more than %d MiB", ErrTooLarge, most>>20)
	}
	return out, nil
}

// Summary says what an imported game is, as `jantaku replay --verify`
// names it: "riichi-scripted, a game of 9 hands, 473 actions".
func (g Imported) Summary() string {
	what := g.Record.Variant
	if g.Desc != "" {
		what += ", " + g.Desc
	}
	return fmt.Sprintf("%s, %d actions", what, len(g.Record.Actions))
}
