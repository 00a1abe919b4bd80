<?PHP echo "upper\n"; ?>
<?Php echo "mixed\n";
