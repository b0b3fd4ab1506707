/**
 * Resolves in a new task: a message the page posts to itself, as React's scheduler does. Work
 * split by it runs as several short tasks, so a tap or a frame can come in between (Total Blocking
 * Time counts every task's time over 50 ms, issue #21). Not a timer: a paused clock (the browser
 * tests' page clock) would hold a timer, and the site with it.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
