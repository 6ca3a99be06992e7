// Package variants builds the registry of every variant jantaku plays. It is
// the one place that imports all variant packages.
package variants

import (
	"jantaku/engine"
	"jantaku/variant/maiko"
	"jantaku/variant/malaysia"
	"jantaku/variant/momojan"
	"jantaku/variant/riichi"
	"jantaku/variant/suzume"
	"jantaku/variant/trump"
)

// Registry returns a registry of all variants.
func Registry() *engine.Registry {
	return engine.NewRegistry(
		maiko.Variant{},
		malaysia.Variant{},
		momojan.Variant{},
		riichi.Variant{},
		suzume.Variant{},
		trump.Variant{},
	)
}
