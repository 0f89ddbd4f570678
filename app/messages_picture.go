package main

// pictureMessages are the strings of pictures on the tiles (picturepanel.go,
// picture.go, pic= and nums= in the address), sorted by key.
var pictureMessages = []message{
	{"eNums", "must be 0 (a picture without numbers) or 1", "必须是 0（只显示图片，不显示数字）或 1"},
	{"eNumsAlone", "hides the numbers of a picture, and pic= names none", "用于隐藏图片上的数字，但 pic= 没有指定图片"},
	{"ePic", "must be one of %s", "必须是以下之一：%s"},
	{"ePicHuge", "this file is %d MB: a picture of at most %d MB, please", "这个文件有 %d MB：请选择不超过 %d MB 的图片"},
	{"ePicNotImage", "this file is not a picture (its type is %s): choose a JPEG, PNG, WebP or GIF image", "这个文件不是图片（类型为 %s）：请选择 JPEG、PNG、WebP 或 GIF 图片"},
	{"ePicSmall", "this picture is %d×%d pixels: its shorter side needs at least %d to cut into tiles", "这张图片为 %d×%d 像素：短边至少要 %d 像素才能切成方块"},
	{"ePicUnreadable", "this browser cannot read this file as a picture: choose a JPEG, PNG, WebP or GIF image", "这个浏览器无法把该文件读取为图片：请选择 JPEG、PNG、WebP 或 GIF 图片"},
	{"pic-landscape", "Mountains and a lake", "山水"},
	{"pic-panda", "A panda", "熊猫"},
	{"pic-spectrum", "Colours", "色谱"},
	{"picChoose", "Picture", "图片"},
	{"picFile", "Choose a picture or take a photo…", "选择图片或拍照…"},
	{"picForget", "Remove my picture from this browser", "从此浏览器中删除我的图片"},
	{"picNone", "None: numbers only", "不用图片：只显示数字"},
	{"picNoneKept", "No picture of yours is kept in this browser yet: choose one, and the tiles show numbers until then.", "此浏览器中还没有保存你的图片：请选择一张；选好之前，方块上显示数字。"},
	{"picNums", "Numbers on the tiles", "在方块上显示数字"},
	{"picOwn", "Your own picture", "你自己的图片"},
	{"picOwnMissing", "pic=own: no picture of yours is kept in this browser, so the tiles show numbers. Choose one under Set up → Picture on the tiles.", "pic=own：此浏览器中没有保存你的图片，所以方块上显示数字。请在“设置 → 方块上的图片”中选择一张。"},
	{"picPrivate", "Your own picture is cropped to a square and kept in this browser only: it is never uploaded, and a link does not carry it (pic=own shows each reader's own).", "你的图片会被裁成正方形，只保存在这个浏览器中：不会上传，链接也不会带上它（pic=own 显示每位读者自己的图片）。"},
	{"picReading", "Reading the picture…", "正在读取图片……"},
	{"picUnkept", "This browser does not let the page keep your picture: it shows until the page is closed.", "这个浏览器不允许本页保存你的图片：图片只会显示到关闭本页为止。"},
	{"picture", "Picture on the tiles", "方块上的图片"},
}
