import '@react-sigma/core/lib/style.css';
