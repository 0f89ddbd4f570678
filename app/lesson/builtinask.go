package lesson

// builtinAsk is a built-in stop's question in both languages.
type builtinAsk struct {
	q       [2]string
	choices [][2]string
	answer  int
	why     [2]string
}
