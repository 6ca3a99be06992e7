package engine_test

import (
	"fmt"
	"strings"
	"testing"

	"jantaku/engine"
	"jantaku/internal/toy"
)

var testKey = strings.Repeat("00", 31) + "01"

// A keyed game's walls are part of its record: these values must never
// change. The seeded generator stays what it always was.
func TestShufflerIsFixed(t *testing.T) {
	keyed := engine.Config{Shuffle: engine.ShuffleChaCha8, Key: testKey}.Shuffler()
	if got := keyed.Hand(0, 0).Uint64(); got != keyedFirst {
		t.Errorf("keyed hand 0 starts %#x, want %#x", got, keyedFirst)
	}
	if keyed.Hand(1, 0).Uint64() == keyedFirst || keyed.Hand(0, 7).Uint64() == keyedFirst {
		t.Error("another hand or stream draws the same")
	}
	if a, b := engine.Seeded(42).Hand(3, 5).Uint64(), engine.NewRand(engine.HandSeed(42, 3)^5).Uint64(); a != b {
		t.Errorf("seeded hand %#x, want %#x", a, b)
	}
}

const keyedFirst = 0x21173f9531bffb46

// A config names a known generator with what it needs.
func TestShuffleChecked(t *testing.T) {
	for _, cfg := range []engine.Config{
		{Shuffle: "mt19937"},
		{Shuffle: engine.ShuffleChaCha8},
		{Shuffle: engine.ShuffleChaCha8, Key: "abcd"},
		{Shuffle: engine.ShuffleChaCha8, Key: strings.Repeat("zz", 32)},
		{Key: testKey},
	} {
		if _, _, err := engine.NewGame(toy.Variant{}, cfg); err == nil {
			t.Errorf("%+v accepted", cfg)
		}
	}
	a, _, err := engine.NewGame(toy.Variant{}, engine.Config{Shuffle: engine.ShuffleChaCha8, Key: testKey, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	b, _, _ := engine.NewGame(toy.Variant{}, engine.Config{Shuffle: engine.ShuffleChaCha8, Key: testKey, Seed: 2})
	if ha, hb := fmt.Sprint(a.View(0).Players[0].Hand), fmt.Sprint(b.View(0).Players[0].Hand); ha != hb || ha == "[]" {
		t.Error("a keyed deal depends on the seed")
	}
}
