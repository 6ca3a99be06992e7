package cli

import (
	"bytes"
	"encoding/json"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/creack/pty"

	"jantaku/record"
	"jantaku/variants"
)

// childArgs, when set, makes the test binary run `jantaku` with these
// arguments (a JSON list) instead of the tests: the pty test starts it so.
const childArgs = "JANTAKU_TEST_CHILD_ARGS"

func TestMain(m *testing.M) {
	if js := os.Getenv(childArgs); js != "" {
		var args []string
		if err := json.Unmarshal([]byte(js), &args); err != nil {
			os.Exit(3)
		}
		env := Env{Stdin: os.Stdin, Stdout: os.Stdout, Stderr: os.Stderr, Variants: variants.Registry()}
		os.Exit(Main(env, args))
	}
	os.Exit(m.Run())
}

// screen collects everything the program writes to its terminal.
type screen struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (s *screen) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.buf.Write(p)
}

func (s *screen) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.buf.String()
}

func (s *screen) Len() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.buf.Len()
}

func (s *screen) tail() string {
	out := s.String()
	return out[max(0, len(out)-3000):]
}

// shortGames are the options that keep one game of each variant short.
var shortGames = map[string][]string{
	"suzume":   {"--players", "3", "--option", "laps=1"},
	"malaysia": {"--option", "hands=1"},
	"trump":    {"--option", "target=6", "--option", "max_hands=2"},
	"riichi":   {"--option", "winds=1"},
	"maiko":    {"--option", "winds=1"},
	"momojan":  {}, // no length option: a whole game of four deals
}

// TestPlayInTerminal plays a whole game of every variant through a
// pseudo-terminal: it waits for the table to be drawn, presses keys (mostly
// Enter, which plays the highlighted action or closes a score screen) until
// the program quits, then checks the saved record replays to its result.
func TestPlayInTerminal(t *testing.T) {
	reg := variants.Registry()
	for _, id := range reg.IDs() {
		t.Run(id, func(t *testing.T) {
			t.Parallel()
			extra, ok := shortGames[id]
			if !ok {
				t.Fatalf("no short-game options for %s", id)
			}
			path := filepath.Join(t.TempDir(), "game.json")
			args := append([]string{"play", "--variant", id, "--seed", "7", "--bot-delay", "0", "--record", path}, extra...)
			out := playInPty(t, args)
			for _, want := range []string{"Your hand:", "Final standings:", "Game over. Enter to quit", "game over (", "record saved to"} {
				if !strings.Contains(out, want) {
					t.Errorf("the screen never showed %q", want)
				}
			}
			f, err := os.Open(path)
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			rec, err := record.Read(f)
			if err != nil {
				t.Fatal(err)
			}
			if rec.Result == nil {
				t.Fatal("the record has no result: the game did not end")
			}
			if err := record.Verify(reg, rec); err != nil {
				t.Fatalf("the saved record does not verify: %v", err)
			}
		})
	}
}

// keys is what the test presses in turn: mostly Enter, and now and then a
// discard letter, the first numbered action, a pass or the notation toggle.
var keys = []string{"\r", "\r", "a", "\r", "1", "\r", " ", "/", "\r", "\r"}

// key returns the i-th key to press. The hints go on for a few keys now and
// then: they are slow under the race detector.
func key(i int) string {
	if i%200 == 100 || i%200 == 104 {
		return "?"
	}
	return keys[i%len(keys)]
}

func playInPty(t *testing.T, args []string) string {
	return runInPty(t, args, key)
}

// runInPty starts jantaku with args in a pseudo-terminal, answers its
// start-up queries, waits for the table, then presses press(0), press(1) ...
// until it quits, and returns all it wrote.
func runInPty(t *testing.T, args []string, press func(i int) string) string {
	t.Helper()
	js, _ := json.Marshal(args)
	cmd := exec.Command(os.Args[0])
	cmd.Env = append(os.Environ(), childArgs+"="+string(js), "TERM=xterm-256color")
	cmd.Dir = t.TempDir()
	f, err := pty.StartWithSize(cmd, &pty.Winsize{Rows: 60, Cols: 180})
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var scr screen
	copied := make(chan struct{})
	go func() {
		_, _ = io.Copy(&scr, f) // ends when the program has exited and closed the terminal
		close(copied)
	}()
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	deadline := time.After(50 * time.Second)
	answered := false
	for !strings.Contains(scr.String(), "Your hand:") {
		if !answered && strings.Contains(scr.String(), "\x1b[6n") {
			// Answer the colour and cursor queries at start-up as a terminal
			// does (black background, cursor home); unanswered, they time out.
			if _, err := f.Write([]byte("\x1b]11;rgb:0000/0000/0000\x1b\\\x1b[1;1R")); err != nil {
				t.Fatal(err)
			}
			answered = true
		}
		select {
		case err := <-done:
			t.Fatalf("jantaku play quit before drawing the table (%v):\n%s", err, scr.tail())
		case <-deadline:
			t.Fatalf("the table was never drawn:\n%s", scr.tail())
		case <-time.After(10 * time.Millisecond):
		}
	}
	// Like a person, press the next key once the screen has been redrawn
	// since the last one (or after a while, if that key changed nothing), so
	// that every screen that waits for a key is drawn before it is left.
	seen, pressed := 0, time.Time{}
	for i := 0; ; {
		select {
		case err := <-done:
			if err != nil {
				t.Fatalf("jantaku play: %v\n%s", err, scr.tail())
			}
			select { // the last output may still be in the terminal
			case <-copied:
			case <-time.After(5 * time.Second):
			}
			return scr.String()
		case <-deadline:
			cmd.Process.Kill()
			t.Fatalf("the game did not end in time; the screen ends with:\n%s", scr.tail())
		case <-time.After(2 * time.Millisecond):
			n := scr.Len()
			if n == seen && time.Since(pressed) < noChange {
				continue
			}
			seen, pressed = n, time.Now()
			k := press(i)
			i++
			if k == "" {
				continue
			}
			if _, err := f.Write([]byte(k)); err != nil {
				t.Fatalf("pressing a key: %v", err)
			}
		}
	}
}

// noChange is how long the test waits for a redraw before the next key.
const noChange = 60 * time.Millisecond

// TestPlayQuitSavesTheGameSoFar quits at once with ctrl+c: the record of the
// unfinished game is saved and replays.
func TestPlayQuitSavesTheGameSoFar(t *testing.T) {
	path := filepath.Join(t.TempDir(), "left.json")
	out := runInPty(t, []string{"play", "--variant", "suzume", "--seed", "3", "--bot-delay", "0", "--record", path},
		func(i int) string {
			switch i {
			case 0:
				return "a" // a discard if it is the person's turn
			case 1:
				return "\x03" // once: after the program quits, it would be a signal
			}
			return ""
		})
	if !strings.Contains(out, "game left unfinished") || !strings.Contains(out, "record saved to "+path) {
		t.Errorf("no word of the saved record:\n%s", out[max(0, len(out)-500):])
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	rec, err := record.Read(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	if rec.Result != nil {
		t.Error("an unfinished game has a result")
	}
	if err := record.Verify(variants.Registry(), rec); err != nil {
		t.Fatal(err)
	}
}

// TestPlayHangupSavesTheGameSoFar hangs up mid-game, as the kernel does
// when the terminal window closes (SIGHUP to the terminal's process): the
// record of the game so far is saved and replays.
func TestPlayHangupSavesTheGameSoFar(t *testing.T) {
	path := filepath.Join(t.TempDir(), "hup.json")
	js, _ := json.Marshal([]string{"play", "--variant", "riichi", "--seed", "5", "--bot-delay", "0", "--record", path})
	cmd := exec.Command(os.Args[0])
	cmd.Env = append(os.Environ(), childArgs+"="+string(js), "TERM=xterm-256color")
	f, err := pty.StartWithSize(cmd, &pty.Winsize{Rows: 60, Cols: 180})
	if err != nil {
		t.Fatal(err)
	}
	var scr screen
	go io.Copy(&scr, f)
	deadline := time.Now().Add(50 * time.Second)
	answered := false
	for !strings.Contains(scr.String(), "Your hand:") {
		if !answered && strings.Contains(scr.String(), "\x1b[6n") {
			f.Write([]byte("\x1b]11;rgb:0000/0000/0000\x1b\\\x1b[1;1R"))
			answered = true
		}
		if time.Now().After(deadline) {
			cmd.Process.Kill()
			t.Fatalf("the table was never drawn:\n%s", scr.tail())
		}
		time.Sleep(10 * time.Millisecond)
	}
	for _, k := range []string{"a", "\r", "a", "\r"} { // play a little
		f.Write([]byte(k))
		time.Sleep(100 * time.Millisecond)
	}
	cmd.Process.Signal(syscall.SIGHUP) // the terminal goes away
	defer f.Close()
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case <-done:
	case <-time.After(20 * time.Second):
		cmd.Process.Kill()
		t.Fatal("jantaku play did not end when its terminal closed")
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("no record after the hangup: %v", err)
	}
	rec, err := record.Read(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	if len(rec.Actions) == 0 {
		t.Error("the record has no actions")
	}
	if err := record.Verify(variants.Registry(), rec); err != nil {
		t.Fatal(err)
	}
}

func TestPlayRefusesBadArguments(t *testing.T) {
	for _, args := range [][]string{
		{"play"},
		{"play", "--variant", "nosuch"},
		{"play", "--variant", "suzume", "--seat", "7"},
		{"play", "--variant", "suzume", "--bots", "nosuch"},
		{"play", "--variant", "suzume", "--option", "laps"},
		{"play", "--variant", "suzume", "--option", "bogus=1"},
		{"play", "--bogus"},
	} {
		var out, errb bytes.Buffer
		env := Env{Stdin: strings.NewReader(""), Stdout: &out, Stderr: &errb, Variants: variants.Registry()}
		if code := Main(env, args); code != 2 || errb.Len() == 0 {
			t.Errorf("%v: exit %d, stderr %q", args, code, errb.String())
		}
	}
}

// A record path the game could not be saved to is refused before the game
// starts, not found out when it ends.
func TestPlayRefusesABadRecordPath(t *testing.T) {
	dir := t.TempDir()
	for _, path := range []string{filepath.Join(dir, "missing", "game.json"), dir} {
		env, out, errb := testEnv("")
		if code := Main(env, []string{"play", "--variant", "toy", "--record", path}); code != 2 || out.Len() != 0 || !strings.Contains(errb.String(), "--record") {
			t.Errorf("--record %s: exit %d, stdout %q, stderr %q", path, code, out, errb)
		}
	}
}
