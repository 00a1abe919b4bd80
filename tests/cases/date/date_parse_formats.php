<?php
foreach (["2020-01-02 ?", "10:00 !!", "foo", "2020-01-02 10:00 xyz", "", "10:00 10:00", "2020-01-02 2021-01-01", "2020-02-30", "next foo", "Mon, 15 Aug 2005 15:52:01 +0000", "2005-08-15T15:52:01+00:00", "10/Oct/2000:13:55:36 -0700", "1 week ago", "yesterday noon", "first monday of january 2020", "2022-W05-3", "monday next week", "20200102", "20200102T101112", "midnight +1 hour", "2020-01-02 10:00:00 America/New_York"] as $s) {
  $r = date_parse($s);
  echo json_encode($s), " => ", json_encode($r), "\n";
}
