package record

import (
	"bytes"
	"errors"
	"fmt"

	"jantaku/engine"
)

// Importer turns a file of another format into records, one for each
// game (or part of one) it holds; riichi's tenhou logs come in this way.
// Detect reports whether data is its; both see data inflated if it was
// gzipped. Import fails as a whole only when it cannot read the file; a
// game it cannot import has its own Err.
type Importer struct {
	Name   string
	Detect func(data []byte) bool
	Import func(data []byte) ([]Imported, error)
	// Variants are the variants its records name beyond the playable ones
	// (riichi with scripted walls, for tenhou.net/6 logs).
	Variants []engine.Variant
}

// ErrUnknownFormat is wrapped by Load when a file is neither a record
// nor of an importer's format.
var ErrUnknownFormat = errors.New("neither a jantaku record nor a known log format")

// Load reads a file's games: a jantaku record, or a file one of the
// importers reads, either gzipped. most bounds the inflated size; a gzip
// inside the gzip is refused, so nothing inflates past it.
func Load(data []byte, importers []Importer, most int) ([]Imported, error) {
	data, err := unpack(data, most)
	if err != nil {
		return nil, err
	}
	if bytes.HasPrefix(data, gzipMagic) {
		return nil, errors.New("gzip: a gzip file inside a gzip file")
	}
	for _, im := range importers {
		if im.Detect(data) {
			return im.Import(data)
		}
	}
	rec, err := Read(bytes.NewReader(data))
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrUnknownFormat, err)
	}
	return []Imported{{Record: rec}}, nil
}

// ReplayRegistry is every variant of reg plus those the importers'
// records need: what replays any file Load reads.
func ReplayRegistry(reg *engine.Registry, importers []Importer) *engine.Registry {
	var vs []engine.Variant
	for _, id := range reg.IDs() {
		v, _ := reg.Get(id)
		vs = append(vs, v)
	}
	for _, im := range importers {
		vs = append(vs, im.Variants...)
	}
	return engine.NewRegistry(vs...)
}
