module slidelab

go 1.25
