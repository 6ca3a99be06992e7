package cli

import (
	"bufio"
	"bytes"
	"errors"
	"io"
	"sync"
)

// `jantaku score` reads its lines into batches, answers the batches on
// every core and writes their answers in the order of the lines. A batch
// goes back to a pool once written, its buffers kept, so a long run
// allocates little per line.

// batch is some consecutive lines and their answers.
type batch struct {
	data []byte // the lines' bytes, one after another
	ends []int  // where each line ends in data; tooLong for a line over maxLine
	out  []byte // the answers
	done chan struct{}
}

// tooLong marks a line over maxLine in batch.ends.
const tooLong = -1

// batchLines and batchBytes bound a batch: enough to keep a worker busy
// between hand-overs, small enough that the first answers come soon.
const (
	batchLines = 512
	batchBytes = 256 << 10
)

var batchPool = sync.Pool{New: func() any { return &batch{done: make(chan struct{}, 1)} }}

// answer answers the batch's lines into out.
func (b *batch) answer(s *lineScorer) {
	start := 0
	for _, end := range b.ends {
		if end == tooLong {
			b.out = append(b.out, longLineAnswer...)
			continue
		}
		b.out = s.answer(b.out, b.data[start:end:end])
		start = end
	}
}

// scorePipeline is Score on workers goroutines.
func scorePipeline(env Env, in io.Reader, out io.Writer, workers int) error {
	workers = max(workers, 1)
	jobs := make(chan *batch, workers)
	order := make(chan *batch, 2*workers)
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			s := &lineScorer{env: env}
			for b := range jobs {
				b.answer(s)
				b.done <- struct{}{}
			}
		}()
	}
	written := make(chan error, 1)
	go func() {
		w := bufio.NewWriterSize(out, 64<<10)
		var err error
		for b := range order {
			<-b.done
			if err == nil {
				_, err = w.Write(b.out)
			}
			b.data, b.ends, b.out = b.data[:0], b.ends[:0], b.out[:0]
			batchPool.Put(b)
		}
		if err == nil {
			err = w.Flush()
		}
		written <- err
	}()
	readErr := readBatches(in, func(b *batch) {
		order <- b
		jobs <- b
	})
	close(jobs)
	close(order)
	wg.Wait()
	if err := <-written; err != nil {
		return err
	}
	return readErr
}

// longLineAnswer is the answer to a line over maxLine.
var longLineAnswer = []byte(`{"id":null,"ok":false,"error":"line longer than 1 MiB"}` + "\n")

// readBatches reads in's lines into batches and hands each full one (and
// the last) to send. Blank lines get no answer; a line over maxLine gets
// longLineAnswer in its place.
func readBatches(in io.Reader, send func(*batch)) error {
	r := bufio.NewReaderSize(in, 64<<10)
	b := batchPool.Get().(*batch)
	flush := func() {
		if len(b.ends) > 0 {
			send(b)
			b = batchPool.Get().(*batch)
		}
	}
	for {
		line, err := readLine(r)
		if len(bytes.TrimSpace(line)) > 0 {
			b.data = append(b.data, line...)
			b.ends = append(b.ends, len(b.data))
		}
		if errors.Is(err, errLongLine) {
			b.ends = append(b.ends, tooLong)
		}
		if len(b.ends) >= batchLines || len(b.data) >= batchBytes {
			flush()
		}
		if err != nil && !errors.Is(err, errLongLine) {
			flush()
			batchPool.Put(b)
			if err == io.EOF {
				return nil
			}
			return err
		}
	}
}
