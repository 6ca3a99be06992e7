package tenhou

import (
	"encoding/json"
	"testing"

	"jantaku/engine"
	"jantaku/record"
	"jantaku/sim"
	"jantaku/variant/riichi"
)

// benchGame is one random riichi game and its log.
func benchGame(b *testing.B) (record.Record, []byte) {
	var rec record.Record
	_, err := sim.Run(riichi.Variant{}, sim.Config{Game: engine.Config{Seed: 3}, Games: 1, MaxActions: 20000,
		CheckEvery: 1 << 30, Record: func(r record.Record) { rec = r }})
	if err != nil {
		b.Fatal(err)
	}
	l, err := Export(registry(), rec, nil)
	if err != nil {
		b.Fatal(err)
	}
	data, err := json.Marshal(l)
	if err != nil {
		b.Fatal(err)
	}
	return rec, data
}

func BenchmarkExport(b *testing.B) {
	rec, _ := benchGame(b)
	reg := registry()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Export(reg, rec, nil); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkImport(b *testing.B) {
	rec, data := benchGame(b)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Import(data, rec.Config.Options); err != nil {
			b.Fatal(err)
		}
	}
}
