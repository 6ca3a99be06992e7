//go:build !race

package bot_test

import (
	"path/filepath"
	"testing"
)

// TestHumanAgreementTopRoom is TestHumanAgreement on the ten whole games
// of tenhou.net's 鳳凰卓 in variant/riichi/tenhou/testdata/mjlog (see its
// README): 4,928 discards and 1,325 call decisions, the figures of
// docs/bots.md. The expert's call margin was chosen on these calls, so
// the expert must agree on them at least as often as strong. It is too
// slow for the race detector; scripts/test.sh runs it without.
func TestHumanAgreementTopRoom(t *testing.T) {
	files, err := filepath.Glob("../variant/riichi/tenhou/testdata/mjlog/*.mjlog")
	if err != nil || len(files) < 10 {
		t.Fatalf("mjlogs: %v %v", files, err)
	}
	all := agreeAll(t, files)
	if x, s := all["expert"], all["strong"]; x.callSame < s.callSame {
		t.Errorf("the expert agrees on %d of %d calls, strong on %d", x.callSame, x.calls, s.callSame)
	}
}
