module jantaku

go 1.26.8
