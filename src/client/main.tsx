import "./styles.css";
import { startApp } from "./startup";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

void startApp(container, async () => (await import("./app")).App);
