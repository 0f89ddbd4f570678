package ui

// copyAsk is a Copy button's: the page copies text to the clipboard and
// says so where the button is (which).
type CopyAsk struct{ Which, Text string }
