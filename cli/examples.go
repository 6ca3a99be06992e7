package cli

// scoreExamples are the per-variant examples of 'jantaku score --help'. The
// tests run each one and check its answer.
const scoreExamples = `
Examples:
`
