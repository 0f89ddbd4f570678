package play

// Play mode.
type (
	Toggle  struct{} // play mode on or off
	Hint    struct{} // show a tile whose slide brings the board closer
	Restart struct{} // back to the board play began on
	Prove   struct{} // prove the start's distance (the tables it waited for are ready)
)
