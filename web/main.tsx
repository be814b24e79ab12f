// Entry point: mount the app shell.
import { render } from 'preact';
import './app/theme';
import { App } from './app/App';
import './styles/main.css';

render(<App />, document.getElementById('app')!);
