package tenhou

import (
	"bytes"
	"encoding/json"
	"fmt"

	"jantaku/engine"
	"jantaku/record"
)

// Files of tenhou logs come in the forms people have them: tenhou's
// mjlog XML of one game; one tenhou.net/6 game as JSON (one line or
// pretty-printed); a JSON list of such games; JSON Lines, one object a
// line, each a game or some hands of one (as hand-sharing sites and
// research datasets keep them, often one hand a line); any of them
// gzipped.

// ImportFile imports every game of a file of tenhou logs, each on its
// own: one that does not import has its Err, and the others still do.
// It fails as a whole only when the file is none of the forms.
func ImportFile(data []byte, opts engine.Options) ([]record.Imported, error) {
	data, err := record.Unpack(data)
	if err != nil {
		return nil, err
	}
	if DetectMjlog(data) {
		l, err := ParseMjlog(data)
		if err != nil {
			return []record.Imported{{Err: err}}, nil
		}
		return []record.Imported{importOne(l, "", opts)}, nil
	}
	trimmed := bytes.TrimSpace(data)
	if json.Valid(trimmed) {
		if bytes.HasPrefix(trimmed, []byte("[")) {
			var games []json.RawMessage
			if err := json.Unmarshal(trimmed, &games); err != nil || len(games) == 0 {
				return nil, fmt.Errorf("tenhou: a JSON list, but not of tenhou.net/6 games")
			}
			out := make([]record.Imported, len(games))
			for i, g := range games {
				out[i] = parseAndImport(g, fmt.Sprintf("game %d", i+1), opts)
			}
			return out, nil
		}
		return []record.Imported{parseAndImport(trimmed, "", opts)}, nil
	}
	var out []record.Imported
	for i, line := range bytes.Split(data, []byte("\n")) {
		if line = bytes.TrimSpace(line); len(line) > 0 {
			out = append(out, parseAndImport(line, fmt.Sprintf("line %d", i+1), opts))
		}
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("tenhou: the file is empty")
	}
	return out, nil
}

func parseAndImport(b []byte, label string, opts engine.Options) record.Imported {
	l, err := Parse(b)
	if err != nil {
		return record.Imported{Label: label, Err: err}
	}
	return importOne(l, label, opts)
}

func importOne(l Log, label string, opts engine.Options) record.Imported {
	rec, err := ImportLog(l, opts)
	return record.Imported{Label: label, Desc: Describe(l), Record: rec, Err: err, Names: l.Name}
}

// Describe says what a log holds: "a game of 9 hands", "East 3, 1
// counter", "4 hands from South 1".
func Describe(l Log) string {
	n := len(l.Rounds)
	if n == 0 {
		return "no hands"
	}
	first := l.Rounds[0]
	where := kyokuName(first.Kyoku)
	if first.Honba > 0 {
		where += fmt.Sprintf(", %d counter", first.Honba)
		if first.Honba > 1 {
			where += "s"
		}
	}
	hands := fmt.Sprintf("%d hands", n)
	if n == 1 {
		hands = "1 hand"
	}
	switch {
	case len(l.Final) > 0 && first.Kyoku == 0 && first.Honba == 0:
		return "a game of " + hands
	case len(l.Final) > 0:
		return "the end of a game: " + hands + " from " + where
	case n == 1:
		return where
	}
	return hands + " from " + where
}

// Detect reports whether data, gzipped or not, is a file of tenhou logs
// in one of the forms ImportFile reads: mjlog XML, or JSON whose first
// game (the whole, the first of a list, or the first line) is an object
// with a "log" list and no jantaku record format.
func Detect(data []byte) bool {
	data, err := record.Unpack(data)
	if err != nil {
		return false
	}
	if DetectMjlog(data) {
		return true
	}
	first := bytes.TrimSpace(data)
	if !json.Valid(first) {
		line, _, _ := bytes.Cut(first, []byte("\n"))
		first = bytes.TrimSpace(line)
	}
	if bytes.HasPrefix(first, []byte("[")) {
		var games []json.RawMessage
		if json.Unmarshal(first, &games) != nil || len(games) == 0 {
			return false
		}
		first = games[0]
	}
	var probe struct {
		Log    json.RawMessage `json:"log"`
		Format string          `json:"format"`
	}
	return json.Unmarshal(first, &probe) == nil && probe.Format == "" && bytes.HasPrefix(bytes.TrimSpace(probe.Log), []byte("["))
}

// ImportRecords is ImportFile for `jantaku replay`: under tenhou's rules,
// each game's options set by the log.
func ImportRecords(data []byte) ([]record.Imported, error) { return ImportFile(data, nil) }

// Importer reads files of tenhou logs for record.Load: what `jantaku
// replay` and the server's record import take them with.
func Importer() record.Importer {
	return record.Importer{Name: "tenhou logs", Detect: Detect, Import: ImportRecords, Variants: []engine.Variant{Scripted{}}}
}
