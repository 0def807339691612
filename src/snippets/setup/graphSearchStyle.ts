import '@react-sigma/graph-search/lib/style.css';
