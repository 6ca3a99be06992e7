package cli

import (
	"bufio"
	"bytes"
	"errors"
	"io"
	"os"
	"strconv"
	"strings"
	"testing"

	"jantaku/variants"
)

// scoreGeneral is `jantaku score` the general way, line after line, as it
// was before the fast path and the workers: the reference the fast path
// must equal byte for byte.
func scoreGeneral(env Env, in io.Reader, out io.Writer) error {
	r := bufio.NewReaderSize(in, 64<<10)
	w := bufio.NewWriter(out)
	defer w.Flush()
	for {
		line, err := readLine(r)
		if len(bytes.TrimSpace(line)) > 0 {
			if _, werr := w.Write(append(answerLine(env, line), '\n')); werr != nil {
				return werr
			}
		}
		if err == io.EOF {
			return w.Flush()
		}
		if err != nil && !errors.Is(err, errLongLine) {
			return err
		}
		if errors.Is(err, errLongLine) {
			w.Write(longLineAnswer)
		}
	}
}

// The answers of testdata/score/lines.jsonl (every variant's example,
// random riichi hands, melds, options, and lines wrong in every way:
// not JSON, unknown or repeated fields, wrong types, nulls, escapes, odd
// ids, blank lines, CRLF, no final newline) are exactly those the command
// gave before it read lines on several cores and by hand
// (testdata/score/answers.jsonl, written by that build), whatever the
// number of workers.
func TestScoreAnswersPinned(t *testing.T) {
	in, err := os.ReadFile("testdata/score/lines.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile("testdata/score/answers.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	env := Env{Variants: variants.Registry()}
	for _, workers := range []int{1, 2, 7} {
		var out bytes.Buffer
		if err := scorePipeline(env, bytes.NewReader(in), &out, workers); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(out.Bytes(), want) {
			t.Fatalf("%d workers: answers differ from testdata/score/answers.jsonl:\n%s", workers, firstDiff(out.Bytes(), want))
		}
	}
}

// A line over 1 MiB gets its error in its place, between the answers of
// the lines around it, and batches of many lines keep their order.
func TestScoreLongLineAndOrder(t *testing.T) {
	lines := riichiQueries(3000, 2)
	long := `{"id":"long","variant":"riichi","hand":"` + strings.Repeat("1m", 600000) + `"}`
	all := append(append(append([]string{}, lines[:1500]...), long), lines[1500:]...)
	in := strings.Join(all, "\n")
	env := Env{Variants: variants.Registry()}
	var want, got bytes.Buffer
	if err := scoreGeneral(env, strings.NewReader(in), &want); err != nil {
		t.Fatal(err)
	}
	if err := scorePipeline(env, strings.NewReader(in), &got, 3); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got.Bytes(), want.Bytes()) {
		t.Fatalf("answers differ from the general way:\n%s", firstDiff(got.Bytes(), want.Bytes()))
	}
	answers := strings.Split(got.String(), "\n")
	if answers[1500] != strings.TrimSpace(string(longLineAnswer)) || len(answers) != 3002 {
		t.Fatalf("answer 1501 is %.80s, %d answers", answers[1500], len(answers))
	}
}

// A write that fails stops the command with the error.
func TestScoreWriteError(t *testing.T) {
	in := strings.Join(riichiQueries(2000, 3), "\n")
	err := scorePipeline(Env{Variants: variants.Registry()}, strings.NewReader(in), failWriter{}, 2)
	if err == nil || !strings.Contains(err.Error(), "disk full") {
		t.Fatalf("error %v", err)
	}
}

type failWriter struct{}

func (failWriter) Write([]byte) (int, error) { return 0, errors.New("disk full") }

// Any line gets the same answer by the fast path as the general way.
func FuzzScoreSame(f *testing.F) {
	in, err := os.ReadFile("testdata/score/lines.jsonl")
	if err != nil {
		f.Fatal(err)
	}
	for _, l := range bytes.Split(in, []byte("\n")) {
		f.Add(l)
	}
	env := Env{Variants: variants.Registry()}
	s := &lineScorer{env: env}
	f.Fuzz(func(t *testing.T, line []byte) {
		if bytes.IndexByte(line, '\n') >= 0 || len(bytes.TrimSpace(line)) == 0 {
			return
		}
		want := append(answerLine(env, line), '\n')
		if got := s.answer(nil, line); !bytes.Equal(got, want) {
			t.Fatalf("line %q:\n fast    %s general %s", line, got, want)
		}
	})
}

// firstDiff shows the first line where got and want differ.
func firstDiff(got, want []byte) string {
	g, w := strings.Split(string(got), "\n"), strings.Split(string(want), "\n")
	for i := range max(len(g), len(w)) {
		var a, b string
		if i < len(g) {
			a = g[i]
		}
		if i < len(w) {
			b = w[i]
		}
		if a != b {
			return "line " + strconv.Itoa(i+1) + ":\n got  " + a + "\n want " + b
		}
	}
	return "(same lines)"
}
