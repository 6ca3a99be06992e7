package bot

import (
	"testing"

	"jantaku/variant/maiko"
)

// TestMaikoKeys: the bot reads maiko's view extras under the names the
// variant writes them.
func TestMaikoKeys(t *testing.T) {
	if maikoMP != maiko.ExtraMP || maikoRonOnly != maiko.ExtraRonOnly {
		t.Errorf("bot reads %q %q, maiko writes %q %q", maikoMP, maikoRonOnly, maiko.ExtraMP, maiko.ExtraRonOnly)
	}
}
