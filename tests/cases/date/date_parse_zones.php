<?php
foreach (["2020-02-30 10:00", "Feb 30 2020", "10:00 CEST", "10:00 EST PST", "10:00 +0200 +0300", "Foo/Bar", "10:00 Europe/Paris EST", "today", "last friday of next month", "first day of this month", "noon tomorrow", "1 jan", "10am", "2020-01-02T10:00:00.123456Z", "@1.5", "3 days ago 10:00", "Europe/Paris", "10:00 utc", "10:00 GMT+2", "next year", "this week", "2020-01-02 # x", "-1 week"] as $s) {
  $r = date_parse($s);
  echo json_encode($s), " => ", json_encode($r), "\n";
}
