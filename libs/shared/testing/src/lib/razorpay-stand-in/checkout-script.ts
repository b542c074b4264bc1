// The Checkout script served at /v1/checkout.js: an overlay with "Pay" and "Cancel" that browser tests click through.

/**
 * The stand-in Checkout: `new Razorpay(options).open()` shows an overlay with "Pay" and "Cancel", as far as a shop uses the
 * real one (key, order_id, amount, name, description, handler, modal.ondismiss, on('payment.failed')). Plain ES2017.
 */
export function checkoutScript(url: string, keyId: string): string {
  return `(function () {
  'use strict';
  var standIn = ${JSON.stringify({ url, keyId })};

  function rupees(paise) {
    if (typeof paise !== 'number') return '';
    return new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(paise / 100);
  }

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    this.options = options || {};
    this.listeners = {};
    this.overlay = null;
  }

  Razorpay.prototype.on = function (event, callback) {
    (this.listeners[event] = this.listeners[event] || []).push(callback);
    return this;
  };

  Razorpay.prototype.close = function () {
    if (this.overlay) this.overlay.remove();
    this.overlay = null;
  };

  Razorpay.prototype.open = function () {
    var self = this;
    var options = this.options;
    this.close();
    var overlay = document.createElement('div');
    overlay.setAttribute('role', 'dialog');
    overlay.setAttribute('aria-modal', 'true');
    overlay.setAttribute('aria-label', 'Razorpay Checkout (stand-in)');
    overlay.style.cssText = 'position:fixed;inset:0;z-index:2147483647;display:flex;align-items:center;' +
      'justify-content:center;background:rgba(0,0,0,.55);font:16px/1.4 system-ui,sans-serif';
    var panel = document.createElement('div');
    panel.style.cssText = 'background:#fff;color:#1a1a1a;padding:24px;border-radius:8px;width:300px;max-width:90vw;' +
      'box-shadow:0 8px 32px rgba(0,0,0,.3);border-top:6px solid #3395ff';
    overlay.appendChild(panel);

    function add(tag, text, css) {
      var element = document.createElement(tag);
      element.textContent = text;
      if (css) element.style.cssText = css;
      panel.appendChild(element);
      return element;
    }
    add('div', 'Razorpay Checkout (stand-in)', 'font-size:12px;color:#666;text-transform:uppercase;letter-spacing:.05em');
    add('div', options.name || '', 'font-weight:600;margin-top:8px');
    if (options.description) add('div', options.description, 'color:#444');
    add('div', rupees(options.amount), 'font-size:28px;font-weight:700;margin:12px 0');
    var message = add('p', '', 'color:#b00020;min-height:1.4em;margin:0 0 12px');
    message.setAttribute('role', 'alert');
    var buttonCss = 'font:inherit;padding:8px 20px;border-radius:4px;cursor:pointer;margin-right:8px;';
    var pay = add('button', 'Pay', buttonCss + 'background:#3395ff;color:#fff;border:0');
    var cancel = add('button', 'Cancel', buttonCss + 'background:#fff;color:#1a1a1a;border:1px solid #999');
    pay.type = 'button';
    cancel.type = 'button';
    function payable(yes) {
      pay.disabled = !yes;
      pay.style.opacity = yes ? '1' : '.5';
    }

    // Checkout only opens for the merchant's own key.
    if (options.key !== standIn.keyId) {
      message.textContent = 'Authentication failed: the key "' + options.key + '" is not this Razorpay account\\'s key.';
      payable(false);
    }

    pay.addEventListener('click', function () {
      payable(false);
      message.textContent = '';
      fetch(standIn.url + '/v1/checkout/pay', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ order_id: options.order_id, key: options.key })
      }).then(function (response) {
        return response.json().then(function (body) {
          if (response.ok) {
            self.close();
            if (options.handler) options.handler(body);
            return;
          }
          // A failed payment keeps Checkout open so the shopper can try again, as the real one does.
          if (body.error && body.error.reason === 'payment_failed') {
            (self.listeners['payment.failed'] || []).forEach(function (callback) { callback(body); });
          }
          message.textContent = body.error ? body.error.description : 'Payment failed';
          payable(true);
        });
      }).catch(function (error) {
        message.textContent = 'Checkout could not reach Razorpay: ' + error.message;
        payable(true);
      });
    });

    cancel.addEventListener('click', function () {
      self.close();
      if (options.modal && options.modal.ondismiss) options.modal.ondismiss();
    });

    document.body.appendChild(overlay);
    this.overlay = overlay;
    if (!pay.disabled) pay.focus();
  };

  window.Razorpay = Razorpay;
})();
`;
}
