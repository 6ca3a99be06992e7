package record

import (
	"bytes"
	"compress/gzip"
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
}

// MaxUnpacked bounds what Unpack inflates: a log file of a lifetime of
// games is far smaller, a gzip bomb is not.
const MaxUnpacked = 256 << 20

// Unpack returns data inflated when it is gzipped (as log downloads often
// are), else data itself.
func Unpack(data []byte) ([]byte, error) { return unpack(data, MaxUnpacked) }

func unpack(data []byte, most int) ([]byte, error) {
	if !bytes.HasPrefix(data, []byte{0x1f, 0x8b}) {
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
		return nil, fmt.Errorf("gzip: inflates to more than %d MiB", most>>20)
	}
	return out, nil
}
